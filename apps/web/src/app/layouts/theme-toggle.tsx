import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { iconButton } from '../../components/ui/styles';
import { mount } from '../../islands/theme-toggle.island';
import { currentTheme, subscribeTheme, type Theme } from '../../lib/theme';

/** The theme the server renders a page in (its cookie's), or light when it has none. */
export const ServerThemeContext = createContext<Theme>('light');

/**
 * A form that posts the other theme to the server (`POST /theme`), so it works without JavaScript on a
 * server-rendered page; with JavaScript (the app, or the page's theme island) it switches at once.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const rendered = useContext(ServerThemeContext);
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => rendered);
  const next = theme === 'dark' ? 'light' : 'dark';
  const form = useRef<HTMLFormElement>(null);
  // The same behaviour as the page's theme island: one implementation.
  useEffect(() => (form.current ? mount(form.current) : undefined), []);
  return (
    <form
      method="post"
      action="/theme"
      data-island="theme-toggle"
      ref={form}
      className="contents"
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <button
        type="submit"
        aria-label={t('theme.toggle')}
        title={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
        className={iconButton}
      >
        {/* Drawn from the page's theme class, so server-rendered markup shows the right icon too. */}
        <SunIcon className="hidden size-5 dark:block" />
        <MoonIcon className="size-5 dark:hidden" />
      </button>
    </form>
  );
}
