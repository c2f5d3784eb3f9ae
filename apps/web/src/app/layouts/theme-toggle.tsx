import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { iconButton } from '../../components/ui/styles';
import { applyTheme, currentTheme } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useState(currentTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      aria-label={t('theme.toggle')}
      title={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
      className={iconButton}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
