import type {
  AccountingConnectionStatus as ConnectionStatus,
  AccountingIntegrationSettings as IntegrationSettings,
} from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
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

interface ConnectionRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  platform_key: PlatformKey;
  codat_company_id: string;
  data_connection_id: string;
  status: ConnectionStatus;
  is_tracking_categories_allowed: boolean;
  is_employee_definition_allowed: boolean;
  is_expense_data_definition_on: boolean;
  link_job_id: string | null;
  linked_at: Date | string | null;
  deleted_at: Date | string | null;
}

const COLUMNS = `id, company_id, platform_key, codat_company_id, data_connection_id, status,
  is_tracking_categories_allowed, is_employee_definition_allowed, is_expense_data_definition_on,
  link_job_id, linked_at, deleted_at`;

function toConnection(row: ConnectionRow): Connection {
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
    linkedAt: row.linked_at === null ? null : new Date(row.linked_at),
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
    const [row] = await db.query<ConnectionRow>(
      `SELECT ${COLUMNS} FROM accounting_connections WHERE company_id = $1 AND deleted_at IS NULL`,
      [companyId],
    );
    return row ? toConnection(row) : null;
  },

  /** Any connection, removed ones included (a job names the one it was queued for). */
  async byId(db: Db, id: number): Promise<Connection | null> {
    const [row] = await db.query<ConnectionRow>(
      `SELECT ${COLUMNS} FROM accounting_connections WHERE id = $1`,
      [id],
    );
    return row ? toConnection(row) : null;
  },

  /** The connection a job was queued for; refuses the job when it has since been removed. */
  async forJob(db: Db, id: number): Promise<Connection> {
    const connection = await connections.byId(db, id);
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
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO accounting_connections
         (company_id, platform_key, codat_company_id, data_connection_id, status, connected_by,
          created_at)
       VALUES ($1, $2, $3, $4, 'Linking', $5, $6)
       RETURNING id`,
      [
        values.companyId,
        values.platform,
        values.codatCompanyId,
        values.dataConnectionId,
        values.connectedBy,
        values.now,
      ],
    );
    if (!row) throw new Error('accounting connection not inserted');
    return row.id;
  },

  async setLinkJob(db: Db, id: number, jobId: string): Promise<void> {
    await db.query('UPDATE accounting_connections SET link_job_id = $2 WHERE id = $1', [id, jobId]);
  },

  /** A link job's outcome; a connection removed meanwhile stays removed. */
  async setStatus(db: Db, id: number, status: ConnectionStatus, linkedAt: Date | null) {
    const [row] = await db.query<ConnectionRow>(
      `UPDATE accounting_connections SET status = $2, linked_at = COALESCE($3, linked_at)
        WHERE id = $1 AND deleted_at IS NULL
        RETURNING ${COLUMNS}`,
      [id, status, linkedAt],
    );
    return row ? toConnection(row) : null;
  },

  async updateSettings(db: Db, id: number, settings: Partial<IntegrationSettings>) {
    const [row] = await db.query<ConnectionRow>(
      `UPDATE accounting_connections
          SET is_tracking_categories_allowed = COALESCE($2, is_tracking_categories_allowed),
              is_employee_definition_allowed = COALESCE($3, is_employee_definition_allowed),
              is_expense_data_definition_on = COALESCE($4, is_expense_data_definition_on)
        WHERE id = $1 AND deleted_at IS NULL
        RETURNING ${COLUMNS}`,
      [
        id,
        settings.isTrackingCategoriesAllowed ?? null,
        settings.isEmployeeDefinitionAllowed ?? null,
        settings.isExpenseDataDefinitionOn ?? null,
      ],
    );
    return row ? toConnection(row) : null;
  },

  /**
   * The company's latest removed connection to `platform`: connecting that platform again
   * brings it back rather than starting a connection without its mappings and rules.
   */
  async lastRemoved(db: Db, companyId: number, platform: PlatformKey): Promise<Connection | null> {
    const [row] = await db.query<ConnectionRow>(
      `SELECT ${COLUMNS} FROM accounting_connections
        WHERE company_id = $1 AND platform_key = $2 AND deleted_at IS NOT NULL
        ORDER BY deleted_at DESC, id DESC LIMIT 1`,
      [companyId, platform],
    );
    return row ? toConnection(row) : null;
  },

  /**
   * A removed connection in use again, linking anew; null when another request brought it
   * (or another connection) back first.
   */
  async revive(db: Db, id: number, connectedBy: number): Promise<boolean> {
    const revived = await db.query<{ id: number }>(
      `UPDATE accounting_connections
          SET deleted_at = NULL, status = 'Linking', linked_at = NULL, link_job_id = NULL,
              connected_by = $2
        WHERE id = $1 AND deleted_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM accounting_connections other
                           WHERE other.company_id = accounting_connections.company_id
                             AND other.deleted_at IS NULL)
        RETURNING id`,
      [id, connectedBy],
    );
    return revived.length > 0;
  },

  /** Of each platform the company disconnected, the latest connection and what it keeps. */
  async removedWithMappings(db: Db, companyId: number) {
    const rows = await db.query<{
      platform_key: PlatformKey;
      deleted_at: Date | string;
      mapped: string | number;
      rules: string | number;
    }>(
      `SELECT c.platform_key, c.deleted_at,
              (SELECT count(*) FROM accounting_definitions d WHERE d.connection_id = c.id) AS mapped,
              (SELECT count(*) FROM accounting_tax_rate_rules r WHERE r.connection_id = c.id)
                + (SELECT count(*) FROM accounting_categorization_rules r
                    WHERE r.connection_id = c.id) AS rules
         FROM (SELECT DISTINCT ON (platform_key) id, platform_key, deleted_at
                 FROM accounting_connections
                WHERE company_id = $1 AND deleted_at IS NOT NULL
                ORDER BY platform_key, deleted_at DESC, id DESC) c
        ORDER BY c.deleted_at DESC`,
      [companyId],
    );
    return rows
      .map((row) => ({
        platform: row.platform_key,
        mappedTransactions: Number(row.mapped),
        rules: Number(row.rules),
        removedAt: new Date(row.deleted_at).toISOString(),
      }))
      .filter((row) => row.mappedTransactions > 0 || row.rules > 0);
  },

  async remove(db: Db, id: number, now: Date): Promise<void> {
    await db.query(
      `UPDATE accounting_connections SET status = 'Unlinked', deleted_at = $2
        WHERE id = $1 AND deleted_at IS NULL`,
      [id, now],
    );
  },
};
