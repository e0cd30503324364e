// Contract operations served here (method, path, operationId):
//   GET /v2/web/jobs/{id}  getBackgroundJob

import type { Handlers } from '../contract/types.js';
import { AppError } from '../http/errors.js';
import { sessionOf } from '../http/session-of.js';
import { toBackgroundJob } from '../jobs/job-view.js';
import type { Services } from '../services.js';

/** A background job, for the user who asked for it and the company's admins and bookkeepers. */
export function jobHandlers(services: Services): Pick<Handlers, 'getBackgroundJob'> {
  return {
    async getBackgroundJob({ params, credentials }) {
      const session = sessionOf(credentials);
      const job = await services.jobs.byId(session.companyId, params.id);
      const seesAll = session.role === 'admin' || session.role === 'bookkeeper';
      if (!job || (!seesAll && job.requestedBy !== session.userId)) {
        throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
      }
      return { status: 200, body: { data: toBackgroundJob(job) } };
    },
  };
}
