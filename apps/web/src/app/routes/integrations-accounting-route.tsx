import { IntegrationsPage } from '@/features/accounting/routes/integrations-page';

/** `/integrations/accounting`: the platform, its settings and its datasets. */
export default function IntegrationsAccountingRoute() {
  return <IntegrationsPage />;
}
