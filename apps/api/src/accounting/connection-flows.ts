import type { AccountingConnection } from '@outlay/api-client/schema';
import type { Companies, Company } from '../accounts/companies.js';
import type { Clock } from '../clock.js';
import type { Viewer } from '../entries/viewer.js';
import type { Db } from '../db/db.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { AppError } from '../http/errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import { mirrorConnection } from './company-mirror.js';
import {
  type Connection,
  type IntegrationSettings,
  connections,
  providerConnection,
} from './connections.js';
import { PLATFORM_KEYS, PLATFORMS, type PlatformKey, platformFor } from './platforms.js';
import { type AccountingProvider, ProviderRefusal } from './provider.js';
import { syncs } from './syncs.js';
import { idPayloadSchema } from '../jobs/id-payload.js';

export type { AccountingConnection } from '@outlay/api-client/schema';

export const LINK_QUEUE = 'accounting.link';
export const CONNECTION_SUBJECT = 'accounting-connection';

const notConnected = () => new AppError(404, 'NOT_FOUND', 'accounting.notConnected');

/**
 * The platform picker and the integration page (spec part 1 §2.4, part 2 §3): connecting a
 * platform creates the company at the provider and links it in the background (`Linking`, then
 * `Linked`), disconnecting removes it, and the three integration settings.
 */
export function createConnectionFlows(deps: {
  db: Db;
  clock: Clock;
  companies: Companies;
  provider: AccountingProvider;
  jobs: JobQueue;
}) {
  const { db, clock, companies, provider, jobs } = deps;

  jobs.define<{ connectionId: number }, { linked: true }>({
    queue: LINK_QUEUE,
    // Checked when sent and when taken: a bad one is refused, never retried.
    payloadSchema: idPayloadSchema('connectionId'),
    retryLimit: 5,
    retryDelaySeconds: 3,
    expireInSeconds: 120,
    async run({ connectionId }, job) {
      const connection = await connections.forJob(db, connectionId, job);
      try {
        await provider.link(providerConnection(connection));
      } catch (error) {
        if (error instanceof ProviderRefusal)
          throw new JobRefusal(error.code, error.detail, error.params);
        throw error;
      }
      return { linked: true };
    },
    async settle(tx, { connectionId }, job, outcome) {
      const status =
        outcome.state === 'completed'
          ? 'Linked'
          : outcome.state === 'refused'
            ? 'Deauthorized'
            : 'Unlinked';
      const updated = await connections.setStatus(
        tx,
        { id: connectionId, companyId: job.subject.companyId },
        status,
        outcome.state === 'completed' ? clock.now() : null,
      );
      if (updated) await mirrorConnection(tx, updated.companyId, updated);
    },
  });

  async function company(viewer: Viewer): Promise<Company> {
    const found = await companies.details(viewer.companyId);
    if (!found) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    return found;
  }

  async function toContract(connection: Connection, owner: Company): Promise<AccountingConnection> {
    const link = connection.linkJobId
      ? await jobs.byId(connection.companyId, connection.linkJobId)
      : null;
    return {
      integrationCompanyId: connection.id,
      codatCompanyId: connection.codatCompanyId,
      dataConnectionId: connection.dataConnectionId,
      platform: platformFor(connection.platform, owner),
      status: connection.status,
      linkedAt: connection.linkedAt?.toISOString() ?? null,
      settings: connection.settings,
      // Once linked, the link job is history.
      link: link && connection.status !== 'Linked' ? toBackgroundJob(link) : null,
    };
  }

  return {
    /** The connection the caller's company uses, or 404 when none. */
    async current(viewer: Viewer): Promise<Connection> {
      const connection = await connections.current(db, viewer.companyId);
      if (!connection) throw notConnected();
      return connection;
    },

    /** The connection, linked, or 409. */
    async linked(viewer: Viewer): Promise<Connection> {
      const connection = await connections.current(db, viewer.companyId);
      if (!connection || connection.status !== 'Linked') {
        throw new AppError(409, 'CONFLICT', 'accounting.notConnected');
      }
      return connection;
    },

    async view(viewer: Viewer) {
      const owner = await company(viewer);
      const connection = await connections.current(db, viewer.companyId);
      return {
        connection: connection ? await toContract(connection, owner) : null,
        platforms: PLATFORM_KEYS.map((key) => platformFor(key, owner)),
        removedConnections: connection
          ? []
          : await connections.removedWithMappings(db, viewer.companyId),
      };
    },

    async connect(viewer: Viewer, platform: PlatformKey) {
      const owner = await company(viewer);
      const integration = PLATFORMS[platform].name;
      if (!platformFor(platform, owner).available) {
        throw new AppError(400, 'VALIDATION', 'accounting.platformUnavailable', { integration });
      }
      const existing = await connections.current(db, viewer.companyId);
      if (existing) {
        throw new AppError(409, 'CONFLICT', 'accounting.alreadyConnected', {
          integration: PLATFORMS[existing.platform].name,
        });
      }
      // The same platform again is the same organisation: its connection comes back with the
      // company's definitions, rules and sync history. Only another platform starts anew.
      const previous = await connections.lastRemoved(db, viewer.companyId, platform);
      if (previous) await provider.restoreCompany(providerConnection(previous));
      const created = previous
        ? null
        : await provider.createCompany({
            companyName: owner.name,
            countryCode: owner.countryCode,
            platform,
          });
      const alreadyConnected = () =>
        new AppError(409, 'CONFLICT', 'accounting.alreadyConnected', { integration });
      const connection = await db.transaction(async (tx) => {
        let id: number;
        if (previous) {
          if (!(await connections.revive(tx, previous, viewer.userId))) throw alreadyConnected();
          id = previous.id;
        } else {
          if (!created) throw new Error('accounting company not created');
          try {
            id = await connections.insert(tx, {
              companyId: viewer.companyId,
              platform,
              ...created,
              connectedBy: viewer.userId,
              now: clock.now(),
            });
          } catch (error) {
            // Another request connected between the checks above and here (it may have
            // revived the removed connection this one looked for too late): one live at a time.
            if (isUniqueViolation(error, 'accounting_connections_company_key')) {
              throw alreadyConnected();
            }
            throw error;
          }
        }
        const [jobId] = await jobs.enqueue(
          LINK_QUEUE,
          [
            {
              subject: { companyId: viewer.companyId, kind: CONNECTION_SUBJECT, id: String(id) },
              requestedBy: viewer.userId,
              payload: { connectionId: id },
            },
          ],
          { tx },
        );
        const ref = { id, companyId: viewer.companyId };
        if (jobId) await connections.setLinkJob(tx, ref, jobId);
        const inserted = await connections.byId(tx, ref);
        if (!inserted) throw new Error('accounting connection not found after insert');
        await mirrorConnection(tx, viewer.companyId, inserted);
        return inserted;
      });
      jobs.wake(LINK_QUEUE);
      return { integration, connection: await toContract(connection, owner) };
    },

    async disconnect(viewer: Viewer) {
      const connection = await connections.current(db, viewer.companyId);
      if (!connection) throw notConnected();
      await provider.deleteCompany(providerConnection(connection));
      await db.transaction(async (tx) => {
        const now = clock.now();
        await connections.remove(tx, connection, now);
        await syncs.failInFlight(tx, connection, now);
        await mirrorConnection(tx, viewer.companyId, null);
      });
      return { integration: PLATFORMS[connection.platform].name };
    },

    async updateSettings(viewer: Viewer, settings: Partial<IntegrationSettings>) {
      const owner = await company(viewer);
      const connection = await connections.current(db, viewer.companyId);
      if (!connection) throw notConnected();
      const updated = await connections.updateSettings(db, connection, settings);
      if (!updated) throw notConnected();
      return toContract(updated, owner);
    },
  };
}

export type ConnectionFlows = ReturnType<typeof createConnectionFlows>;
