import { webProject } from './vitest.config';

export default webProject(true);
