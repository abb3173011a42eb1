/** The jobs module's public entry: the durable job queue (decision 0049) and its plugin. */

export { deadLettersAdminRoutes } from './dead-letters.routes';
export {
  DEAD_LETTERS,
  type DeadLetter,
  type JobContext,
  type JobQueue,
  type JobSubject,
  requestScope,
} from './job-queue';
export { jobsPlugin } from './jobs.plugin';
