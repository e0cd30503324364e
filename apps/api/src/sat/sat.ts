import type { SatAccount, SatInvoice } from '@outlay/api-client/schema';
import { SAT_INVOICE_PAGE_SIZE, rfcProblem } from '@outlay/rules';
import { linkSignerFor } from '../dashboard/signed-downloads.js';
import type { Viewer } from '../entries/viewer.js';
import { newStorageKey } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import { insertReceipt } from '../receipts/receipt-rows.js';
import { createReceipts } from '../receipts/receipts.js';
import type { Services } from '../services.js';
import { type StoredSatAccount, satAccounts } from './accounts.js';
import { type ReferenceType, type SatEntry, readSatEntry } from './entry-facts.js';
import { createSatInvoiceFiles } from './invoice-files.js';
import { type InvoiceFilter, invoiceFacts, satInvoices, toSatInvoice } from './invoices.js';
import { scoreMatch } from './matching.js';
import { type LinkPayload, SAT_JOB_SUBJECT, SAT_LINK_QUEUE, defineSatJobs } from './sat-jobs.js';

/** The card services whose companies' drawers show SAT invoices (spec part 1 §6). */
const SAT_CARD_SERVICES = new Set(['tutuka', 'stripe-us']);
/** Suggestions come from invoices issued this long before an entry, and this long after. */
const WINDOW_BEFORE_DAYS = 40;
const WINDOW_AFTER_DAYS = 10;
/** A candidate below this shares next to nothing with the entry: not suggested. */
const SUGGESTION_FLOOR = 15;
const DAY_MS = 86_400_000;

export interface InvoiceQuery extends InvoiceFilter {
  referenceId?: number;
  referenceType?: ReferenceType;
  page: number;
}

/**
 * SAT invoice matching (spec part 2 §2.2, §2.4, §3–§9): the company's SAT account linked
 * through the SAT data provider the composition root gives (services.ts: the sandbox for now),
 * the invoices it retrieves in the background on the job queue, and matching them to entries
 * with a confidence the server computes from the entry it reads itself.
 */
export function createSat(services: Services) {
  const { db, clock, jobs, companies, files, satProvider: provider } = services;
  const links = linkSignerFor(services);
  const receipts = createReceipts({ db, clock, storage: files, links });
  const invoiceFiles = createSatInvoiceFiles({ db, storage: files, links });

  defineSatJobs(services, provider);

  async function toContract(account: StoredSatAccount): Promise<SatAccount> {
    const [link, sync] = await Promise.all([
      account.status === 'pending' && account.linkJobId
        ? jobs.byId(account.companyId, account.linkJobId)
        : null,
      account.syncStatus !== 'retrieved' && account.syncJobId
        ? jobs.byId(account.companyId, account.syncJobId)
        : null,
    ]);
    return {
      rfc: account.rfc,
      status: account.status,
      matchInvoice: account.matchInvoice,
      syncInvoiceStatus: account.syncStatus,
      invoicesStored: await satInvoices.count(db, account.companyId),
      linkedAt: account.linkedAt?.toISOString() ?? null,
      link: link ? toBackgroundJob(link) : null,
      sync: sync ? toBackgroundJob(sync) : null,
    };
  }

  async function company(viewer: Viewer) {
    const found = await companies.details(viewer.companyId);
    if (!found) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    return found;
  }

  async function account(viewer: Viewer): Promise<StoredSatAccount | null> {
    return satAccounts.byCompany(db, viewer.companyId);
  }

  /** The entry asked about, if the drawer's section shows for it; 409 otherwise. */
  async function matchable(viewer: Viewer, id: number, type: ReferenceType, lock = false) {
    const entry = await readSatEntry(db, viewer, id, type, lock);
    const owner = await company(viewer);
    if (!sectionAvailable(owner, entry)) throw new AppError(409, 'CONFLICT', 'sat.notEligible');
    const current = await account(viewer);
    if (current?.status !== 'valid' || !current.matchInvoice) {
      throw new AppError(409, 'CONFLICT', 'sat.notConnected');
    }
    return entry;
  }

  function sectionAvailable(owner: Awaited<ReturnType<typeof company>>, entry: SatEntry): boolean {
    return (
      owner.isSatMatchInvoicesAvailable &&
      SAT_CARD_SERVICES.has(owner.cardServiceType) &&
      entry.eligible
    );
  }

  /** The entry's candidates, ranked: most confident first, then nearest in time. */
  async function suggestions(viewer: Viewer, entry: SatEntry, query: InvoiceQuery) {
    const searching = Boolean(query.searchText?.trim()) || query.fromDate || query.toDate;
    const at = entry.facts.occurredAt.getTime();
    const window =
      query.fromDate || query.toDate
        ? { from: new Date(0), to: new Date(8_640_000_000_000_000) }
        : {
            from: new Date(at - WINDOW_BEFORE_DAYS * DAY_MS),
            to: new Date(at + WINDOW_AFTER_DAYS * DAY_MS),
          };
    const rows = await satInvoices.candidates(db, viewer.companyId, entry.id, window, query);
    const ranked = rows
      .map((row) => {
        const match = scoreMatch(entry.facts, invoiceFacts(row));
        return { row, match, distance: Math.abs(new Date(row.issued_at).getTime() - at) };
      })
      .filter(
        ({ row, match }) =>
          searching || match.percentage >= SUGGESTION_FLOOR || row.matched_entry_id !== null,
      )
      .sort(
        (a, b) =>
          b.match.percentage - a.match.percentage || a.distance - b.distance || a.row.id - b.row.id,
      );
    const start = query.page * SAT_INVOICE_PAGE_SIZE;
    return {
      rows: ranked
        .slice(start, start + SAT_INVOICE_PAGE_SIZE)
        .map(({ row, match }) => toSatInvoice(row, match, entry.id)),
      count: ranked.length,
    };
  }

  return {
    async view(viewer: Viewer) {
      const owner = await company(viewer);
      const current = await account(viewer);
      return {
        account: current ? await toContract(current) : null,
        isSatMatchInvoicesAvailable: owner.isSatMatchInvoicesAvailable,
      };
    },

    async link(viewer: Viewer, credentials: { rfc: string; satwsPassword: string }) {
      const rfc = credentials.rfc.toUpperCase();
      if (rfcProblem(rfc) !== null) {
        throw new AppError(
          400,
          'VALIDATION',
          'sat.rfcInvalid',
          {},
          {},
          {
            rfc: { key: 'sat.rfcInvalid', params: {} },
          },
        );
      }
      const current = await account(viewer);
      if (current && (current.status === 'valid' || current.status === 'pending')) {
        throw new AppError(409, 'CONFLICT', 'sat.alreadyLinked');
      }
      // The CIEC goes to the provider here and nowhere else: not to a job, not to a table.
      const { linkId } = await provider.createLink({
        externalId: viewer.companyId,
        rfc,
        ciec: credentials.satwsPassword,
      });
      await db.transaction(async (tx) => {
        await satAccounts.startLink(tx, {
          companyId: viewer.companyId,
          rfc,
          linkId,
          userId: viewer.userId,
          now: clock.now(),
        });
        const [jobId] = await jobs.enqueue<LinkPayload>(
          SAT_LINK_QUEUE,
          [
            {
              subject: {
                companyId: viewer.companyId,
                kind: SAT_JOB_SUBJECT,
                id: String(viewer.companyId),
              },
              requestedBy: viewer.userId,
              payload: { companyId: viewer.companyId, linkId },
            },
          ],
          { tx },
        );
        if (jobId) await satAccounts.setJob(tx, viewer.companyId, 'link', jobId);
      });
      jobs.wake(SAT_LINK_QUEUE);
      const linked = await account(viewer);
      if (!linked) throw new Error('SAT account not found after linking');
      return toContract(linked);
    },

    async switchMatching(viewer: Viewer, on: boolean) {
      const owner = await company(viewer);
      if (!owner.isSatMatchInvoicesAvailable) {
        throw new AppError(409, 'CONFLICT', 'sat.matchingUnavailable');
      }
      const current = await account(viewer);
      if (current?.status !== 'valid') throw new AppError(409, 'CONFLICT', 'sat.notValid');
      await satAccounts.setMatching(db, viewer.companyId, on, clock.now());
      return toContract({ ...current, matchInvoice: on });
    },

    async list(viewer: Viewer, query: InvoiceQuery) {
      if ((query.referenceId === undefined) !== (query.referenceType === undefined)) {
        throw new AppError(400, 'VALIDATION', 'errors.badRequest');
      }
      const current = await account(viewer);
      const invoicesAvailable = current?.status === 'valid' && current.matchInvoice;
      const base = {
        pageSize: SAT_INVOICE_PAGE_SIZE,
        isSatwsInvoicesAvailable: invoicesAvailable,
        account: current ? await toContract(current) : null,
      };
      if (query.referenceId === undefined || query.referenceType === undefined) {
        const page = await satInvoices.page(
          db,
          viewer.companyId,
          query,
          query.page,
          SAT_INVOICE_PAGE_SIZE,
        );
        return {
          ...base,
          isSectionAvailable: true,
          rows: page.rows.map((row) => toSatInvoice(row, null, null)),
          count: page.count,
        };
      }
      const entry = await readSatEntry(db, viewer, query.referenceId, query.referenceType);
      const available = sectionAvailable(await company(viewer), entry);
      if (!available || !invoicesAvailable) {
        return { ...base, isSectionAvailable: available, rows: [], count: 0 };
      }
      return { ...base, isSectionAvailable: true, ...(await suggestions(viewer, entry, query)) };
    },

    async preview(
      viewer: Viewer,
      ref: { referenceId: number; referenceType: ReferenceType; invoiceId: string },
    ) {
      await readSatEntry(db, viewer, ref.referenceId, ref.referenceType);
      const invoice = await satInvoices.byUuid(db, viewer.companyId, ref.invoiceId);
      if (!invoice) throw new AppError(404, 'NOT_FOUND', 'sat.invoiceNotFound');
      return { viewUrl: await invoiceFiles.link(invoice.invoice_uuid) };
    },

    async attach(
      viewer: Viewer,
      ref: { referenceId: number; referenceType: ReferenceType; invoiceId: string },
    ): Promise<{
      invoice: SatInvoice;
      receipts: Awaited<ReturnType<typeof receipts.get>>['receipts'];
    }> {
      const entry = await matchable(viewer, ref.referenceId, ref.referenceType);
      const found = await satInvoices.byUuid(db, viewer.companyId, ref.invoiceId);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'sat.invoiceNotFound');
      // The CFDI becomes the entry's file: a copy of its own, which the drawer may remove.
      const key = newStorageKey(`receipts/company-${viewer.companyId}`);
      const { bytes } = await files.write(key, await files.read(found.storage_key));
      try {
        await db.transaction(async (tx) => {
          const locked = await readSatEntry(tx, viewer, entry.id, entry.type, true);
          if (locked.receiptCount > 0) throw new AppError(409, 'CONFLICT', 'sat.removeFirst');
          const invoice = await satInvoices.byUuid(tx, viewer.companyId, ref.invoiceId, true);
          if (!invoice) throw new AppError(404, 'NOT_FOUND', 'sat.invoiceNotFound');
          if (invoice.matched_entry_id !== null) {
            throw new AppError(409, 'CONFLICT', 'sat.invoiceTaken');
          }
          const match = scoreMatch(locked.facts, invoiceFacts(invoice));
          const now = clock.now();
          const receiptId = await insertReceipt(tx, {
            companyId: viewer.companyId,
            entryId: entry.id,
            type: 'invoice',
            fileName: `CFDI-${invoice.invoice_uuid.toUpperCase()}.xml`,
            storageKey: key,
            contentType: 'application/xml',
            sizeBytes: bytes,
            uploadedBy: viewer.userId,
            createdAt: now,
          });
          await satInvoices.recordMatch(tx, {
            invoiceId: invoice.id,
            companyId: viewer.companyId,
            entryId: entry.id,
            receiptId,
            percentage: match.percentage,
            matchedBy: viewer.userId,
            matchedAt: now,
          });
        });
      } catch (error) {
        await files.remove(key);
        throw error;
      }
      const attached = await satInvoices.byUuid(db, viewer.companyId, ref.invoiceId);
      if (!attached) throw new AppError(404, 'NOT_FOUND', 'sat.invoiceNotFound');
      const match = scoreMatch(entry.facts, invoiceFacts(attached));
      const held = await receipts.get(viewer, entry.type, entry.id);
      return { invoice: toSatInvoice(attached, match, entry.id), receipts: held.receipts };
    },
  };
}

export type Sat = ReturnType<typeof createSat>;
