import { StatementsPage } from '@/features/statements/routes/statements-page';

/** `/statement`: the company's statements, their files, and Pay now. */
export default function StatementRoute() {
  return <StatementsPage />;
}
