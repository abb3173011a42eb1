import { apiProject } from './vitest.config';

/** The same API suites against a real PostgreSQL server (TEST_DATABASE_URL). */
export default apiProject('api-pg', 'pg', { globalSetup: ['./test/pg-global-setup.ts'] });
