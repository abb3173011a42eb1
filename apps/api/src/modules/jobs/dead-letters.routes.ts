import { deadLetterParams, deadLettersQuery, JOB_MESSAGES } from '@souk/domain/job-schemas';
import { fieldErrorsReply, messageReply } from '@souk/domain/replies/common';
import { deadLetterPage } from '@souk/domain/replies/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { PER_PAGE, paginate } from '../../lib/pagination';
import { deadLetterRows } from './dead-letters.service';

/**
 * The dead letters for the administrator (`/admin/taches`; docs/reliability.md, decision 0049): the
 * jobs that failed their last retry, newest first, 10 a page; one sent again (a new job under the
 * same idempotency key: what its first attempts did is not repeated) or deleted.
 */
export async function deadLettersAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate('user');
  const refusals = { 401: messageReply, 403: messageReply, 404: messageReply, 422: fieldErrorsReply };
  const doc = (summary: string) => ({ tags: ['Admin'], security: [{ bearer: [] }], summary });

  r.get(
    '/v1/user/tachesEchouees',
    {
      onRequest,
      schema: {
        ...doc('Dead letters: the jobs that failed their last retry, newest first'),
        querystring: deadLettersQuery,
        response: { 200: deadLetterPage, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      return paginate(
        request,
        { page, perPage: PER_PAGE.table },
        () => app.jobs.deadLetterCount(),
        (limit, offset) => deadLetterRows(app.database.db, app.jobs, limit, offset),
      );
    },
  );

  r.post(
    '/v1/user/tacheRelancer/:id',
    {
      onRequest,
      schema: {
        ...doc('Sends a dead letter again (what its first attempts did is not repeated)'),
        params: deadLetterParams,
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      if (!(await app.jobs.retryDeadLetter(request.params.id))) throw notFound(JOB_MESSAGES.notFound);
      return { message: JOB_MESSAGES.retried };
    },
  );

  r.delete(
    '/v1/user/tacheDelete/:id',
    {
      onRequest,
      schema: {
        ...doc('Deletes a dead letter (its job is given up)'),
        params: deadLetterParams,
        response: { 200: messageReply, ...refusals },
      },
    },
    async (request) => {
      if (!(await app.jobs.deleteDeadLetter(request.params.id))) throw notFound(JOB_MESSAGES.notFound);
      return { message: JOB_MESSAGES.deleted };
    },
  );
}
