import { Button, Heading, Inline, Stack, Text } from '@outlay/design-system';
import { useCallback, useState, type ComponentType } from 'react';
import { useTranslator } from '@/i18n/intl';

/** The Change Password modal, as the app gives it (another feature's). */
export type ChangePasswordDialogSlot = ComponentType<{ forced: false; onDone: () => void }>;

/** Changing the password: the Change Password modal, which asks for verification. */
export function PasswordSection({
  changePasswordDialog: ChangePasswordDialog,
}: {
  changePasswordDialog: ChangePasswordDialogSlot;
}) {
  const { t } = useTranslator();
  const [changing, setChanging] = useState(false);
  const close = useCallback(() => {
    setChanging(false);
  }, []);
  return (
    <Stack space="medium" component="section" aria-labelledby="password-heading">
      <Heading level={2} id="password-heading">
        {t('security.password.title')}
      </Heading>
      <Text tone="muted">{t('security.password.body')}</Text>
      <Inline space="small">
        <Button
          variant="secondary"
          onPress={() => {
            setChanging(true);
          }}
        >
          {t('security.password.change')}
        </Button>
      </Inline>
      {changing && <ChangePasswordDialog forced={false} onDone={close} />}
    </Stack>
  );
}
