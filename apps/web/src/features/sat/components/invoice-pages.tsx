import { Pagination } from '@outlay/design-system';
import { SAT_INVOICE_PAGE_SIZE } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';

/** The pages of a list of SAT invoices, 10 a page (zero-based `page`); nothing for one page. */
export function InvoicePages({
  page,
  count,
  onPageChange,
}: {
  page: number;
  count: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslator();
  const pageCount = Math.ceil(count / SAT_INVOICE_PAGE_SIZE);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      label={t('sat.invoices.pages')}
      page={page + 1}
      pageCount={pageCount}
      onPageChange={(next) => {
        onPageChange(next - 1);
      }}
    />
  );
}
