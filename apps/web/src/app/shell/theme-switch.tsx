import { Switch } from '@outlay/design-system';
import { useTranslator } from '../../i18n/intl';
import { setThemePreference, useThemePreference } from '../theme-preference';

export function ThemeSwitch() {
  const { t } = useTranslator();
  const theme = useThemePreference();
  return (
    <Switch
      isSelected={theme === 'dark'}
      onChange={(dark) => {
        setThemePreference(dark ? 'dark' : 'light');
      }}
    >
      {t('shell.theme.dark')}
    </Switch>
  );
}
