import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
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
  await kyselyOf(db)
    .updateTable('companies')
    .set({
      accounting_integration: integration === null ? null : JSON.stringify(integration),
      data_connections: JSON.stringify(dataConnections),
    })
    .where('id', '=', companyId)
    .execute();
}
