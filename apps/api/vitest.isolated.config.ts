import { apiProject } from './vitest.config';

/** The API suites that replace a module (ISOLATED), each file with modules of its own. */
export default apiProject('api-isolated', 'pglite', { isolated: true });
