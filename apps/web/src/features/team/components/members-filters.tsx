import type { MemberStatus, Role } from '@outlay/api-client';
import { Inline, Select, SelectItem } from '@outlay/design-system';
import { DebouncedSearch } from '@/components/debounced-search';
import { roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import type { MembersView } from '../model/members-view';

const ROLES: readonly Role[] = ['admin', 'manager', 'bookkeeper', 'employee'];
const STATUSES: readonly MemberStatus[] = ['active', 'inactive', 'blocked', 'pending'];
const ANY = 'any';

/** The Members tab's search and its role and status filters. */
export function MembersFilters({
  view,
  onSearch,
  changeView,
}: {
  view: MembersView;
  onSearch: (text: string) => void;
  changeView: (patch: Partial<MembersView>) => void;
}) {
  const { t } = useTranslator();
  return (
    <Inline space="medium" alignY="bottom">
      <DebouncedSearch label={t('team.search')} value={view.search} onSearch={onSearch} />
      <Select
        label={t('team.filter.role')}
        value={view.role ?? ANY}
        onChange={(key) => {
          changeView({ role: ROLES.find((item) => item === key) ?? null });
        }}
      >
        <SelectItem id={ANY}>{t('team.filter.anyRole')}</SelectItem>
        {ROLES.map((item) => (
          <SelectItem key={item} id={item}>
            {t(roleName(item))}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('team.filter.status')}
        value={view.status ?? ANY}
        onChange={(key) => {
          changeView({ status: STATUSES.find((item) => item === key) ?? null });
        }}
      >
        <SelectItem id={ANY}>{t('team.filter.anyStatus')}</SelectItem>
        {STATUSES.map((item) => (
          <SelectItem key={item} id={item}>
            {t(`team.status.${item}`)}
          </SelectItem>
        ))}
      </Select>
    </Inline>
  );
}
