import { Heading, Stack, Switch, showToast } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { AccountingConnection } from '../api/get-connection';
import { type IntegrationSettings as Settings, useUpdateSettings } from '../api/update-settings';

const SETTINGS = [
  'isExpenseDataDefinitionOn',
  'isTrackingCategoriesAllowed',
  'isEmployeeDefinitionAllowed',
] as const satisfies readonly (keyof Settings)[];

/**
 * The integration settings of spec part 2 §3, each a switch that takes effect at once:
 * accounting parameters per transaction, tracking categories, employees' own definitions.
 */
export function IntegrationSettings({ connection }: { connection: AccountingConnection }) {
  const { t } = useTranslator();
  const change = useUpdateSettings({
    onSuccess: () => {
      showToast({ tone: 'success', description: t('accounting.settings.saved') });
    },
  });
  const linked = connection.status === 'Linked';
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('accounting.settings.title')}
      </Heading>
      {SETTINGS.map((setting) => (
        <Switch
          key={setting}
          isSelected={
            change.isPending && change.variables[setting] !== undefined
              ? change.variables[setting]
              : connection.settings[setting]
          }
          isDisabled={!linked || change.isPending}
          onChange={(value) => {
            change.mutate({ [setting]: value });
          }}
          description={t('accounting.settings.description', { setting })}
        >
          {t('accounting.settings.label', { setting })}
        </Switch>
      ))}
    </Stack>
  );
}
