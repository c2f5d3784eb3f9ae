import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { iconButton } from '../../components/ui/styles';
import { applyTheme, currentTheme, serverTheme, subscribeTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, serverTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={t('theme.toggle')}
      title={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      // The page's theme at the moment of the press, not the one this render saw: a press during
      // hydration runs the handler of the hydration render, which still holds the server's light.
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      className={iconButton}
    >
      {/* Drawn from the page's theme class, so server-rendered markup shows the right icon too. */}
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  );
}
