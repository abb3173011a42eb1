/** Paths of the administrator's contact calls; query keys are `['admin', path, …]` (usePagedList). */
export const CONTACTS_PATH = 'v1/user/contacts';
export const UNREAD_CONTACTS_PATH = 'v1/user/countContactsNonLus';

export const unreadContactsKey = () => ['admin', UNREAD_CONTACTS_PATH] as const;
