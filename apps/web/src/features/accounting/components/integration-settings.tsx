import { Heading, Stack, Switch, showToast } from '@outlay/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslator } from '../../../i18n/intl';
import { messageOf } from '../../../lib/message-of';
import {
  type AccountingConnection,
  connectionQueryKey,
  type ConnectionView,
} from '../api/get-connection';
import { type IntegrationSettings as Settings, updateSettings } from '../api/update-settings';

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
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: updateSettings,
    onSuccess: (updated) => {
      queryClient.setQueryData<ConnectionView>(connectionQueryKey, (view) =>
        view ? { ...view, connection: updated } : view,
      );
      // What the drawer and the table offer follows the settings.
      void queryClient.invalidateQueries({ queryKey: ['accounting'] });
      showToast({ tone: 'success', description: t('accounting.settings.saved') });
    },
    onError: (error) => {
      showToast({ tone: 'error', description: messageOf(error, t) });
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
