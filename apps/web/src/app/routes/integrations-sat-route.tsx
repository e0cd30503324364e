import { SatPage } from '@/features/sat/routes/sat-page';

/** `/integrations/sat`: the SAT account, invoice matching and the company's invoices. */
export default function IntegrationsSatRoute() {
  return <SatPage />;
}
