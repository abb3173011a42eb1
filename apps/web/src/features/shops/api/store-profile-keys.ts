/** Query keys of the store profile calls (the partner's own profile; the admin's pages own theirs). */
export const storeProfileKeys = {
  partnerProfile: () => ['partner', 'v1/marchand/profilShow'] as const,
};
