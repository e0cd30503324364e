import type { MemberStatus, TeamMember } from '@outlay/api-client';
import {
  Badge,
  type BadgeTone,
  EmptyState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Table,
  type TableColumn,
} from '@outlay/design-system';
import { RetryBanner } from '@/components/error-banner';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import { useDelegates } from '../api/delegates';

const stateTone: Record<MemberStatus, BadgeTone> = {
  active: 'positive',
  inactive: 'neutral',
  blocked: 'critical',
  pending: 'info',
};

/**
 * Everyone who acts for the admin, newest first, with their state: invited until they set
 * their password, then active (or made inactive or blocked on the Team page).
 */
export function DelegateList() {
  const { t } = useTranslator();
  const delegates = useDelegates();

  let body;
  if (delegates.isPending) {
    body = <Spinner label={t('delegates.list.loading')} />;
  } else if (delegates.isError) {
    body = (
      <RetryBanner
        query={delegates}
        title={t('delegates.list.loadError')}
        retryLabel={t('delegates.list.retry')}
      />
    );
  } else {
    const columns: TableColumn<TeamMember>[] = [
      {
        id: 'name',
        name: t('delegates.column.name'),
        isRowHeader: true,
        render: (delegate) => `${delegate.firstName} ${delegate.lastName}`.trim(),
      },
      { id: 'email', name: t('delegates.column.email'), render: (delegate) => delegate.email },
      {
        id: 'role',
        name: t('delegates.column.role'),
        render: (delegate) => (
          <Inline space="xsmall" alignY="center">
            <RoleIcon role={delegate.role} />
            {t(roleName(delegate.role))}
          </Inline>
        ),
      },
      {
        id: 'state',
        name: t('delegates.column.state'),
        render: (delegate) => (
          <Badge tone={stateTone[delegate.status]}>{t(`delegates.state.${delegate.status}`)}</Badge>
        ),
      },
    ];
    body = (
      <Table
        aria-label={t('delegates.list.label')}
        columns={columns}
        rows={delegates.data.delegates}
        collapseBelow="md"
        emptyState={
          <EmptyState
            title={t('delegates.list.empty')}
            description={t('delegates.list.emptyBody')}
          />
        }
      />
    );
  }

  return (
    <Stack space="medium" component="section" aria-labelledby="delegates-list">
      <Heading level={2} id="delegates-list">
        {t('delegates.list.title')}
      </Heading>
      {body}
    </Stack>
  );
}
