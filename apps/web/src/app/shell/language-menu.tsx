import { HiddenVisually, MenuButton, MenuItem } from '@outlay/design-system';
import { useLocation, useSearch } from 'wouter';
import { useSwitchLanguage } from '@/i18n/language-provider';
import { useTranslator } from '@/i18n/intl';
import { isLanguage, languages } from '@/i18n/languages';
import { useLanguageChanged } from '@/session/use-session-changed';

/** English, Spanish or Portuguese, by the same rules as `lng` (remembered in the cookie). */
export function LanguageMenu() {
  const { t, language } = useTranslator();
  const switchLanguage = useSwitchLanguage();
  const languageChanged = useLanguageChanged();
  const [location, navigate] = useLocation();
  const search = useSearch();
  return (
    <MenuButton
      label={
        // One span: the button spaces its children apart, and these are one phrase.
        <span>
          {/* "Language:" shows where the header has room; it is always read. */}
          <HiddenVisually below="md">{`${t('shell.language.label')} `}</HiddenVisually>
          {t(`shell.language.${language}`)}
        </span>
      }
      variant="quiet"
      size="small"
      onAction={(key) => {
        const chosen = String(key);
        if (!isLanguage(chosen) || chosen === language) return;
        void switchLanguage(chosen).then(() => {
          languageChanged();
          // A `lng` in the address would bring the old language back on reload.
          const params = new URLSearchParams(search);
          if (params.has('lng')) {
            params.set('lng', chosen);
            navigate(`${location}?${params.toString()}`, { replace: true });
          }
        });
      }}
    >
      {languages.map((code) => (
        <MenuItem key={code} id={code} textValue={t(`shell.language.${code}`)}>
          <span lang={code}>{t(`shell.language.${code}`)}</span>
        </MenuItem>
      ))}
    </MenuButton>
  );
}
