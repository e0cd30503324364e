import { HiddenVisually, MoonIcon, Switch } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
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
      <MoonIcon size="small" />
      {/* On a phone the moon stands for the words, which stay the switch's name. */}
      <HiddenVisually below="md">{t('shell.theme.dark')}</HiddenVisually>
    </Switch>
  );
}
