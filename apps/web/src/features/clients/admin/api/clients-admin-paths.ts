/** Paths of the administrator's client calls; list query keys are `['admin', path, …]` (usePagedList). */
export const CLIENTS_PATH = 'v1/user/clients';
export const CLIENT_SHOW_PATH = 'v1/user/clientShow';
export const CLIENTS_EXPORT_PATH = 'v1/user/clientsExport';

export const clientShowKey = (slug: string) => ['admin', CLIENT_SHOW_PATH, slug] as const;
