import { Select, SelectItem } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { STATUSES, type StatusFilter } from '../model/view-state';

/** All, Pending or Posted. */
export function StatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  const { t } = useTranslator();
  return (
    <Select
      label={t('dashboard.status.label')}
      value={value}
      onChange={(key) => {
        const status = STATUSES.find((item) => item === key);
        if (status && status !== value) onChange(status);
      }}
    >
      {STATUSES.map((status) => (
        <SelectItem key={status} id={status}>
          {t(`dashboard.status.${status}`)}
        </SelectItem>
      ))}
    </Select>
  );
}
