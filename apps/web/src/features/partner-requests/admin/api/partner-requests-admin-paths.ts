/** The two tabs of 'Demmandes Partenaires'; list query keys are `['admin', path, …]` (usePagedList). */
export const PENDING_REQUESTS_PATH = 'v1/user/demandeComptesInvalides';
export const PROCESSED_REQUESTS_PATH = 'v1/user/demandeComptesValides';
