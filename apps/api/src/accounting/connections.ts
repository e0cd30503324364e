import type {
  AccountingConnectionStatus as ConnectionStatus,
  AccountingIntegrationSettings as IntegrationSettings,
} from '@outlay/api-client/schema';
import { type NotNull, type Selectable, sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { AccountingConnections } from '../db/schema.js';
import type { RunningJob } from '../jobs/job-queue.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { PlatformKey } from './platforms.js';
import type { ProviderConnection } from './provider.js';

export type {
  AccountingConnectionStatus as ConnectionStatus,
  AccountingIntegrationSettings as IntegrationSettings,
} from '@outlay/api-client/schema';

/** A company's connection to an accounting platform through the provider. */
export interface Connection {
  id: number;
  companyId: number;
  platform: PlatformKey;
  codatCompanyId: string;
  dataConnectionId: string;
  status: ConnectionStatus;
  settings: IntegrationSettings;
  linkJobId: string | null;
  linkedAt: Date | null;
  deleted: boolean;
}

/** What names a connection in a query: its id, and the company it is pinned to. */
export type ConnectionRef = Pick<Connection, 'id' | 'companyId'>;

const COLUMNS = [
  'id',
  'company_id',
  'platform_key',
  'codat_company_id',
  'data_connection_id',
  'status',
  'is_tracking_categories_allowed',
  'is_employee_definition_allowed',
  'is_expense_data_definition_on',
  'link_job_id',
  'linked_at',
  'deleted_at',
] as const;

function toConnection(
  row: Pick<Selectable<AccountingConnections>, (typeof COLUMNS)[number]>,
): Connection {
  return {
    id: row.id,
    companyId: row.company_id,
    platform: row.platform_key,
    codatCompanyId: row.codat_company_id,
    dataConnectionId: row.data_connection_id,
    status: row.status,
    settings: {
      isTrackingCategoriesAllowed: row.is_tracking_categories_allowed,
      isEmployeeDefinitionAllowed: row.is_employee_definition_allowed,
      isExpenseDataDefinitionOn: row.is_expense_data_definition_on,
    },
    linkJobId: row.link_job_id,
    linkedAt: row.linked_at,
    deleted: row.deleted_at !== null,
  };
}

export const providerConnection = (connection: Connection): ProviderConnection => ({
  codatCompanyId: connection.codatCompanyId,
  dataConnectionId: connection.dataConnectionId,
  platform: connection.platform,
});

/** The `accounting_connections` table. */
export const connections = {
  /** The connection the company uses now, or null. */
  async current(db: Db, companyId: number): Promise<Connection | null> {
    const row = await kyselyOf(db)
      .selectFrom('accounting_connections')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? toConnection(row) : null;
  },

  /** Any connection of the company, removed ones included (a job names the one it was queued for). */
  async byId(db: Db, ref: ConnectionRef): Promise<Connection | null> {
    const row = await kyselyOf(db)
      .selectFrom('accounting_connections')
      .select(COLUMNS)
      .where('id', '=', ref.id)
      .where('company_id', '=', ref.companyId)
      .executeTakeFirst();
    return row ? toConnection(row) : null;
  },

  /**
   * The connection a job was queued for, of the company the job is recorded for; refuses the
   * job when it has since been removed.
   */
  async forJob(db: Db, connectionId: number, job: RunningJob): Promise<Connection> {
    const connection = await connections.byId(db, {
      id: connectionId,
      companyId: job.subject.companyId,
    });
    if (!connection || connection.deleted) throw new JobRefusal('CONNECTION_REMOVED');
    return connection;
  },

  async insert(
    db: Db,
    values: {
      companyId: number;
      platform: PlatformKey;
      codatCompanyId: string;
      dataConnectionId: string;
      connectedBy: number;
      now: Date;
    },
  ): Promise<number> {
    const row = await kyselyOf(db)
      .insertInto('accounting_connections')
      .values({
        company_id: values.companyId,
        platform_key: values.platform,
        codat_company_id: values.codatCompanyId,
        data_connection_id: values.dataConnectionId,
        status: 'Linking',
        connected_by: values.connectedBy,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new Error('accounting connection not inserted');
    return row.id;
  },

  async setLinkJob(db: Db, ref: ConnectionRef, jobId: string): Promise<void> {
    await kyselyOf(db)
      .updateTable('accounting_connections')
      .set({ link_job_id: jobId })
      .where('id', '=', ref.id)
      .where('company_id', '=', ref.companyId)
      .execute();
  },

  /** A link job's outcome; a connection removed meanwhile stays removed. */
  async setStatus(db: Db, ref: ConnectionRef, status: ConnectionStatus, linkedAt: Date | null) {
    const row = await kyselyOf(db)
      .updateTable('accounting_connections')
      .set({ status, ...(linkedAt === null ? {} : { linked_at: linkedAt }) })
      .where('id', '=', ref.id)
      .where('company_id', '=', ref.companyId)
      .where('deleted_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toConnection(row) : null;
  },

  async updateSettings(db: Db, ref: ConnectionRef, settings: Partial<IntegrationSettings>) {
    const row = await kyselyOf(db)
      .updateTable('accounting_connections')
      .set((eb) => ({
        // A setting left out keeps its value.
        is_tracking_categories_allowed: eb.fn.coalesce(
          eb.val(settings.isTrackingCategoriesAllowed ?? null),
          eb.ref('is_tracking_categories_allowed'),
        ),
        is_employee_definition_allowed: eb.fn.coalesce(
          eb.val(settings.isEmployeeDefinitionAllowed ?? null),
          eb.ref('is_employee_definition_allowed'),
        ),
        is_expense_data_definition_on: eb.fn.coalesce(
          eb.val(settings.isExpenseDataDefinitionOn ?? null),
          eb.ref('is_expense_data_definition_on'),
        ),
      }))
      .where('id', '=', ref.id)
      .where('company_id', '=', ref.companyId)
      .where('deleted_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    return row ? toConnection(row) : null;
  },

  /**
   * The company's latest removed connection to `platform`: connecting that platform again
   * brings it back rather than starting a connection without its mappings and rules.
   */
  async lastRemoved(db: Db, companyId: number, platform: PlatformKey): Promise<Connection | null> {
    const row = await kyselyOf(db)
      .selectFrom('accounting_connections')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .where('platform_key', '=', platform)
      .where('deleted_at', 'is not', null)
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toConnection(row) : null;
  },

  /**
   * A removed connection in use again, linking anew; false when another request brought it
   * (or another connection) back first.
   */
  async revive(db: Db, ref: ConnectionRef, connectedBy: number): Promise<boolean> {
    const revived = await kyselyOf(db)
      .updateTable('accounting_connections')
      .set({
        deleted_at: null,
        status: 'Linking',
        linked_at: null,
        link_job_id: null,
        connected_by: connectedBy,
      })
      .where('id', '=', ref.id)
      .where('company_id', '=', ref.companyId)
      .where('deleted_at', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('accounting_connections as other')
              .select('other.id')
              .whereRef('other.company_id', '=', 'accounting_connections.company_id')
              .where('other.deleted_at', 'is', null),
          ),
        ),
      )
      .returning('id')
      .execute();
    return revived.length > 0;
  },

  /** Of each platform the company disconnected, the latest connection and what it keeps. */
  async removedWithMappings(db: Db, companyId: number) {
    const rows = await kyselyOf(db)
      .selectFrom((eb) =>
        eb
          .selectFrom('accounting_connections')
          .distinctOn('platform_key')
          .select(['id', 'platform_key', 'deleted_at'])
          .where('company_id', '=', companyId)
          .where('deleted_at', 'is not', null)
          .orderBy('platform_key')
          .orderBy('deleted_at', 'desc')
          .orderBy('id', 'desc')
          .$narrowType<{ deleted_at: NotNull }>()
          .as('c'),
      )
      .select((eb) => {
        // Each count is of the connection's own rows, which are the company's.
        const mapped = eb
          .selectFrom('accounting_definitions as d')
          .select(eb.fn.countAll<number>().as('count'))
          .where('d.company_id', '=', companyId)
          .whereRef('d.connection_id', '=', 'c.id');
        const taxRateRules = eb
          .selectFrom('accounting_tax_rate_rules as r')
          .select(eb.fn.countAll<number>().as('count'))
          .where('r.company_id', '=', companyId)
          .whereRef('r.connection_id', '=', 'c.id');
        const categorizationRules = eb
          .selectFrom('accounting_categorization_rules as r')
          .select(eb.fn.countAll<number>().as('count'))
          .where('r.company_id', '=', companyId)
          .whereRef('r.connection_id', '=', 'c.id');
        return [
          'c.platform_key',
          'c.deleted_at',
          mapped.$asScalar().as('mapped'),
          sql<number>`(${taxRateRules}) + (${categorizationRules})`.as('rules'),
        ];
      })
      .orderBy('c.deleted_at', 'desc')
      .execute();
    return rows
      .map((row) => ({
        platform: row.platform_key,
        mappedTransactions: row.mapped,
        rules: row.rules,
        removedAt: row.deleted_at.toISOString(),
      }))
      .filter((row) => row.mappedTransactions > 0 || row.rules > 0);
  },

  async remove(db: Db, ref: ConnectionRef, now: Date): Promise<void> {
    await kyselyOf(db)
      .updateTable('accounting_connections')
      .set({ status: 'Unlinked', deleted_at: now })
      .where('id', '=', ref.id)
      .where('company_id', '=', ref.companyId)
      .where('deleted_at', 'is', null)
      .execute();
  },
};
