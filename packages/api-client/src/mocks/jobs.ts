// The background job a user asked for: completed, under the id asked (when it is one).
import { completedJob } from './fixtures/accounting';
import { http } from './http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const jobHandlers = [
  http.get('/v2/web/jobs/{id}', ({ params, response }) =>
    response(200).json({
      data: {
        ...completedJob,
        id: UUID.test(params.id) ? params.id : completedJob.id,
      },
    }),
  ),
];
