import type { EntryAccounting, SaveDefinitionRequest } from '@outlay/api-client/schema';
import type { Companies } from '../accounts/companies.js';
import type { Clock } from '../clock.js';
import type { Viewer } from '../entries/viewer.js';
import type { Db } from '../db/db.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import { accountingSection } from './conditions.js';
import { type Connection, connections } from './connections.js';
import type { DatasetsService } from './datasets.js';
import { definitions } from './definitions.js';
import { entryInScope } from './entries.js';
import { PLATFORMS, integrationWord, platformFor } from './platforms.js';
import { ENTRY_SUBJECT } from './push.js';
import { type RulesService, checkCategoryAndTaxRate } from './rules.js';
import { LOCKED_STATUSES, failureMessage, syncs } from './syncs.js';
import { splitTrackingIds, trackingProblem } from './tracking.js';

export type { EntryAccounting, SaveDefinitionRequest } from '@outlay/api-client/schema';

const notFound = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/**
 * The drawer's Accounting section (spec part 2 §2.2, §4, §5): whether it shows for this caller
 * and entry, the entry's definition (or what the rules suggest), its sync status, and saving a
 * definition with the server's checks — both category and tax rate, ids active on the
 * platform, tracking categories only when allowed, nothing once the entry is synced.
 */
export function createEntrySection(deps: {
  db: Db;
  clock: Clock;
  companies: Companies;
  jobs: JobQueue;
  datasets: DatasetsService;
  rules: RulesService;
}) {
  const { db, clock, companies, jobs, datasets, rules } = deps;

  async function sectionOf(viewer: Viewer, transactionId: number, type: 'card' | 'payment') {
    const entry = await entryInScope(db, viewer, transactionId, type);
    const company = await companies.details(viewer.companyId);
    if (!company) throw notFound();
    const connection = await connections.current(db, viewer.companyId);
    const section = accountingSection({ flags: company, connection, role: viewer.role, entry });
    return { entry, company, connection, section };
  }

  async function view(viewer: Viewer, transactionId: number, type: 'card' | 'payment', lang: Lang) {
    const { entry, company, connection, section } = await sectionOf(viewer, transactionId, type);
    if (!section.available || !connection) {
      return {
        isSectionAvailable: false,
        unavailableReason: section.available ? 'notConnected' : section.reason,
        integrationCompanyId: connection?.id ?? null,
        platform: connection ? platformFor(connection.platform, company) : null,
        isTrackingCategoriesAllowed: false,
        definition: null,
        suggestion: null,
        transactionSyncedStatus: null,
        isLocked: false,
        lockedMessage: null,
        syncFailureMessage: null,
        job: null,
      } satisfies EntryAccounting;
    }
    const integration = PLATFORMS[connection.platform].name;
    const definition =
      (await definitions.ofEntries(db, connection, [entry.id])).get(entry.id) ?? null;
    const state = (await syncs.ofEntries(db, connection, [entry.id])).get(entry.id);
    const job = (await jobs.latest(connection.companyId, ENTRY_SUBJECT, [String(entry.id)])).get(
      String(entry.id),
    );
    const suggestion =
      definition === null && entry.merchantId !== null
        ? ((
            await rules.suggestions(connection, await datasets.index(connection), [
              entry.merchantId,
            ])
          ).get(entry.merchantId) ?? null)
        : null;
    const isLocked = state !== undefined && LOCKED_STATUSES.includes(state.status);
    return {
      isSectionAvailable: true,
      unavailableReason: null,
      integrationCompanyId: connection.id,
      platform: platformFor(connection.platform, company),
      isTrackingCategoriesAllowed: connection.settings.isTrackingCategoriesAllowed,
      definition,
      suggestion,
      transactionSyncedStatus: state?.status ?? null,
      isLocked,
      lockedMessage: isLocked ? translate(lang, 'accounting.locked', { integration }) : null,
      syncFailureMessage:
        state?.status === 'failed' && state.failure
          ? failureMessage(lang, connection.platform, state.failure)
          : null,
      job: job ? toBackgroundJob(job) : null,
    } satisfies EntryAccounting;
  }

  return {
    view,

    async save(viewer: Viewer, request: SaveDefinitionRequest, lang: Lang) {
      const { entry, section } = await sectionOf(viewer, request.transactionId, request.type);
      if (!section.available) {
        if (section.reason === 'notConnected') {
          throw new AppError(409, 'CONFLICT', 'accounting.notConnected');
        }
        // The drawer showed the section when it opened; since then an admin turned off
        // employee definitions or changed the caller's role (spec part 2 §6).
        if (section.reason === 'notAllowed') {
          throw new AppError(403, 'FORBIDDEN', 'accounting.permissionsChanged');
        }
        throw notFound();
      }
      const connection: Connection = section.connection;
      const integration = PLATFORMS[connection.platform].name;
      if (request.integrationCompanyId !== connection.id) {
        throw new AppError(409, 'CONFLICT', 'accounting.connectionChanged');
      }
      const state = (await syncs.ofEntries(db, connection, [entry.id])).get(entry.id);
      if (state && LOCKED_STATUSES.includes(state.status)) {
        throw new AppError(409, 'CONFLICT', 'accounting.locked', { integration });
      }
      if (!request.categoryId || !request.taxRateId) {
        throw new AppError(400, 'VALIDATION', 'accounting.definition.incomplete');
      }
      const index = await datasets.index(connection);
      const { category, taxRate } = checkCategoryAndTaxRate(
        index,
        connection,
        request.categoryId,
        request.taxRateId,
      );
      const tracking = splitTrackingIds(request.trackingCategoryIds);
      if (tracking.length > 0 && !connection.settings.isTrackingCategoriesAllowed) {
        throw new AppError(400, 'VALIDATION', 'accounting.trackingNotAllowed');
      }
      const problem = trackingProblem(index, tracking);
      if (problem === 'unknown') {
        throw new AppError(400, 'VALIDATION', 'accounting.trackingUnknown', { integration });
      }
      if (problem === 'twoInOneCategory') {
        throw new AppError(400, 'VALIDATION', 'accounting.trackingOnePerCategory');
      }
      await definitions.save(
        db,
        {
          companyId: connection.companyId,
          connectionId: connection.id,
          userId: viewer.userId,
          now: clock.now(),
        },
        [
          {
            entryId: entry.id,
            categoryId: category.id,
            categoryName: category.name,
            taxRateId: taxRate?.id ?? request.taxRateId,
            taxRateValue: taxRate?.effectiveTaxRate ?? 0,
            trackingCategoryIds: tracking,
          },
        ],
      );
      return {
        msg: translate(lang, 'accounting.definition.saved', {
          integrationWord: integrationWord(connection.platform),
        }),
        data: await view(viewer, entry.id, request.type, lang),
      };
    },
  };
}
