import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { iconButton } from '../../components/ui/styles';
import { mount } from '../../islands/theme-toggle.island';

/**
 * A form that posts the other theme to the server (`POST /theme`), so it works without JavaScript on a
 * server-rendered page. It holds a button for each theme and the stylesheet shows the one leading away
 * from the theme shown, whether chosen or the system's, which the server cannot know. With JavaScript
 * (the app, or the page's theme island: one implementation) it switches at once.
 */
/** Each button asks for its theme and shows while the other is shown (`dark:` follows the system too). */
const CHOICES = [
  { theme: 'dark', titleKey: 'theme.switchToDark', Icon: MoonIcon, className: `${iconButton} dark:hidden` },
  { theme: 'light', titleKey: 'theme.switchToLight', Icon: SunIcon, className: iconButton.replace('inline-flex', 'hidden dark:inline-flex') },
] as const;

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => (form.current ? mount(form.current) : undefined), []);
  return (
    <form method="post" action="/theme" data-island="theme-toggle" ref={form} className="contents">
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {CHOICES.map(({ theme, titleKey, Icon, className }) => (
        <button
          key={theme}
          type="submit"
          name="theme"
          value={theme}
          aria-label={t('theme.toggle')}
          title={t(titleKey)}
          className={className}
        >
          <Icon className="size-5" />
        </button>
      ))}
    </form>
  );
}
