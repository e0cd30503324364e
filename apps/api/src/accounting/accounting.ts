import type { components, TrackingCategory } from '@outlay/api-client/schema';
import { createCompanyContexts } from '../dashboard/company-context.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import type { Services } from '../services.js';
import { mayDefine } from './conditions.js';
import { createConnectionFlows } from './connection-flows.js';
import type { Connection } from './connections.js';
import { createDatasets } from './datasets.js';
import { createEntrySection } from './entry-section.js';
import { createMappingList } from './mapping-list.js';
import { PLATFORMS, platformFor } from './platforms.js';
import { DATASETS, type DatasetName, type ProviderTrackingCategory } from './provider.js';
import { createPushes } from './push.js';
import { createRules } from './rules.js';
import { syncs } from './syncs.js';

type ChartOfAccounts = components['schemas']['ChartOfAccounts']['data'];

/** A category and its options, two levels deep at most (the contract's shape). */
function toTracking(category: ProviderTrackingCategory): TrackingCategory {
  return {
    id: category.id,
    name: category.name,
    mandatory: category.mandatory ?? false,
    title: category.title ?? category.name,
    children: category.children.map((option) => ({
      id: option.id,
      name: option.name,
      children: option.children.map((sub) => ({ id: sub.id, name: sub.name, children: [] })),
    })),
  };
}

/**
 * The accounting integration (spec part 2 §2.2, §2.6, §3–§9): a company's connection through
 * the provider the composition root gives (services.ts: the sandbox for now), its datasets,
 * rules, transaction definitions, the mapping table and pushes, with the background work on
 * the server's job queue.
 */
export function createAccounting(services: Services) {
  const { db, clock, jobs, companies, accountingProvider: provider } = services;
  const datasets = createDatasets({ db, clock, provider, jobs });
  const rules = createRules({ db, clock, datasets });
  const flows = createConnectionFlows({ db, clock, companies, provider, jobs });
  const pushes = createPushes({ db, clock, provider, jobs, datasets });
  const list = createMappingList({
    db,
    clock,
    companies: createCompanyContexts(db),
    jobs,
    datasets,
    rules,
  });
  const entry = createEntrySection({ db, clock, companies, jobs, datasets, rules });

  /** Employees and managers reach the datasets and rules only when they may define. */
  async function definer(viewer: Viewer): Promise<Connection> {
    const connection = await flows.linked(viewer);
    if (!mayDefine(viewer.role, connection))
      throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    return connection;
  }

  async function datasetStatuses(
    connection: Connection,
    pulledAt: Partial<Record<DatasetName, Date>>,
  ) {
    const refreshes = await datasets.refreshJobs(connection);
    return DATASETS.map((dataset) => {
      const job = datasets.jobOf(refreshes, connection, dataset);
      return {
        dataset,
        fetchedAt: pulledAt[dataset]?.toISOString() ?? null,
        refresh: job ? toBackgroundJob(job) : null,
      };
    });
  }

  return {
    connection: flows,
    entry,

    async chartOfAccounts(
      viewer: Viewer,
      query: { integrationCompanyId?: number; platformKey?: string },
    ): Promise<ChartOfAccounts> {
      const connection = await definer(viewer);
      if (
        (query.integrationCompanyId !== undefined &&
          query.integrationCompanyId !== connection.id) ||
        (query.platformKey !== undefined && query.platformKey !== connection.platform)
      ) {
        throw new AppError(409, 'CONFLICT', 'accounting.connectionChanged');
      }
      const owner = await companies.details(viewer.companyId);
      if (!owner) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
      const read = await datasets.read(connection);
      return {
        chartOfAccounts: read.chartOfAccounts
          .filter((account) => account.status === 'Active')
          .map(({ id, name, nominalCode }) => ({ id, name, nominalCode })),
        taxRates: read.taxRates,
        trackingCategories: connection.settings.isTrackingCategoriesAllowed
          ? read.trackingCategories.map(toTracking)
          : [],
        platform: platformFor(connection.platform, owner),
        datasets: await datasetStatuses(connection, read.pulledAt),
      };
    },

    async refreshDataset(viewer: Viewer, dataset: DatasetName) {
      const connection = await definer(viewer);
      const job = await datasets.refresh(connection, dataset, viewer.userId);
      const read = await datasets.read(connection);
      const status = (await datasetStatuses(connection, read.pulledAt)).find(
        (candidate) => candidate.dataset === dataset,
      );
      return {
        integration: PLATFORMS[connection.platform].name,
        status: status ?? { dataset, fetchedAt: null, refresh: toBackgroundJob(job) },
      };
    },

    async taxRateRules(viewer: Viewer) {
      return rules.taxRateRules(await definer(viewer));
    },
    async saveTaxRateRules(viewer: Viewer, body: { categoryId: string; taxRateId: string }[]) {
      return rules.saveTaxRateRules(await flows.linked(viewer), viewer.userId, body);
    },
    async categorizationRules(viewer: Viewer) {
      return rules.categorizationRules(await flows.linked(viewer));
    },
    async saveCategorizationRules(
      viewer: Viewer,
      body: { merchantId: number; categoryId: string }[],
    ) {
      return rules.saveCategorizationRules(await flows.linked(viewer), viewer.userId, body);
    },

    async incompleteTransactions(viewer: Viewer, query: Parameters<typeof list>[1], lang: Lang) {
      return list(await flows.linked(viewer), query, lang);
    },

    async push(viewer: Viewer, request: Parameters<typeof pushes.push>[2]) {
      const connection = await flows.linked(viewer);
      return {
        integration: PLATFORMS[connection.platform].name,
        ...(await pushes.push(viewer, connection, request)),
      };
    },

    async resync(viewer: Viewer, refs: Parameters<typeof pushes.resync>[2]) {
      return pushes.resync(viewer, await flows.linked(viewer), refs);
    },

    async pushedIds(viewer: Viewer) {
      return syncs.pushedIds(db, await flows.current(viewer));
    },
  };
}

export type Accounting = ReturnType<typeof createAccounting>;
