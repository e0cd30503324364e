import type { JSONSchemaType } from 'ajv';
import { Readable } from 'node:stream';
import { newStorageKey } from '../files/storage.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { Services } from '../services.js';
import { satAccounts } from './accounts.js';
import { satInvoices } from './invoices.js';
import { SatRefusal, type SatProvider } from './provider.js';

export const SAT_LINK_QUEUE = 'sat.link';
export const SAT_RETRIEVE_QUEUE = 'sat.retrieve';
export const SAT_JOB_SUBJECT = 'sat-account';

export interface LinkPayload {
  companyId: number;
  linkId: string;
}

/** Checked when a SAT job is sent and when it is taken: a bad one is refused, never retried. */
const LINK_PAYLOAD_SCHEMA: JSONSchemaType<LinkPayload> = {
  type: 'object',
  properties: {
    companyId: { type: 'integer', minimum: 1 },
    linkId: { type: 'string', minLength: 1, maxLength: 200 },
  },
  required: ['companyId', 'linkId'],
  additionalProperties: false,
};

/** The provider's refusal (a wrong CIEC, an RFC it will not serve) ends the job without retries. */
async function refusalsRefuseTheJob<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SatRefusal) throw new JobRefusal(error.code, error.message);
    throw error;
  }
}

/**
 * The SAT account's background work on the job queue: waiting for the provider to validate the
 * link, then retrieving every invoice page by page into storage and `sat_invoices`.
 */
export function defineSatJobs(services: Services, provider: SatProvider): void {
  const { db, clock, jobs, files } = services;

  jobs.define<LinkPayload, { linked: true }>({
    queue: SAT_LINK_QUEUE,
    payloadSchema: LINK_PAYLOAD_SCHEMA,
    retryLimit: 5,
    retryDelaySeconds: 3,
    expireInSeconds: 120,
    async run({ linkId }) {
      await refusalsRefuseTheJob(() => provider.awaitLink({ linkId }));
      return { linked: true };
    },
    async settle(tx, { companyId, linkId }, job, outcome) {
      const status =
        outcome.state === 'completed' ? 'valid' : outcome.state === 'refused' ? 'invalid' : 'error';
      const current = await satAccounts.settleLink(tx, companyId, linkId, status, clock.now());
      if (!current || status !== 'valid') return;
      // Retrieval starts as the account turns valid; a worker polling finds it in seconds.
      const [jobId] = await jobs.enqueue<LinkPayload>(
        SAT_RETRIEVE_QUEUE,
        [
          {
            subject: { companyId, kind: SAT_JOB_SUBJECT, id: String(companyId) },
            requestedBy: job.requestedBy,
            payload: { companyId, linkId },
          },
        ],
        { tx },
      );
      if (jobId) await satAccounts.setJob(tx, companyId, 'sync', jobId);
    },
  });

  jobs.define<LinkPayload, { stored: number }>({
    queue: SAT_RETRIEVE_QUEUE,
    payloadSchema: LINK_PAYLOAD_SCHEMA,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 1800,
    async run({ companyId, linkId }) {
      await satAccounts.setSyncStatus(db, companyId, linkId, 'retrieving', clock.now());
      let stored = 0;
      for (let page = 0; ; page += 1) {
        const answer = await refusalsRefuseTheJob(() => provider.invoices({ linkId }, page));
        // A retry starts again from the first page: invoices kept already are skipped.
        const known = await satInvoices.known(
          db,
          companyId,
          answer.invoices.map((invoice) => invoice.uuid),
        );
        for (const { xml, ...invoice } of answer.invoices) {
          if (known.has(invoice.uuid)) continue;
          const storageKey = newStorageKey(`sat/company-${companyId}`);
          await files.write(storageKey, Readable.from([Buffer.from(xml, 'utf8')]));
          const inserted = await satInvoices.insert(
            db,
            companyId,
            { ...invoice, storageKey },
            clock.now(),
          );
          if (inserted) stored += 1;
          else await files.remove(storageKey);
        }
        if (!answer.hasMore) break;
      }
      return { stored };
    },
    async settle(tx, { companyId, linkId }, _job, outcome) {
      await satAccounts.setSyncStatus(
        tx,
        companyId,
        linkId,
        outcome.state === 'completed' ? 'retrieved' : 'failed',
        clock.now(),
      );
    },
  });
}
