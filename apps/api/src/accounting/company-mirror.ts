import type { Db } from '../db/db.js';
import type { Connection } from './connections.js';
import { PLATFORMS } from './platforms.js';

/**
 * The company's `companyAccountingIntegration` and `dataConnections` (spec part 1 §3.2), which
 * the signed-in shell reads with the company, follow the connection: written in the same
 * transaction as every change of it.
 */
export async function mirrorConnection(
  db: Db,
  companyId: number,
  connection: Connection | null,
): Promise<void> {
  const integration = connection
    ? { id: connection.id, integration: { key: connection.platform } }
    : null;
  const dataConnections = connection
    ? [
        {
          id: connection.dataConnectionId,
          status: connection.status,
          platformName: PLATFORMS[connection.platform].name,
        },
      ]
    : [];
  await db.query(
    `UPDATE companies SET accounting_integration = $2::jsonb, data_connections = $3::jsonb
      WHERE id = $1`,
    [
      companyId,
      integration === null ? null : JSON.stringify(integration),
      JSON.stringify(dataConnections),
    ],
  );
}
