import type { marchandAccountSchema } from '@souk/domain/auth-schemas';
import type { ownStoreProfileEditSchema } from '@souk/domain/store-profile-schemas';
import type { z } from 'zod';

/**
 * A store as its back-office screens read it (partner `v1/marchand/profilShow`, admin
 * `v1/user/marchandShow/{slug}`, which adds its state and figures): the owner's details and the store's.
 */
export type StoreProfile = z.infer<typeof marchandAccountSchema>;

/**
 * `v1/marchand/profilEdit` and `v1/user/marchandEdit/{id}`: photos only when a new one was picked,
 * the password pair only when a password was typed.
 */
/**
 * `v1/marchand/profilEdit` and `v1/user/marchandEdit/{id}`: photos only when a new one was picked,
 * the password pair only when a password was typed, the current one only on the partner's own edit.
 */
export type StoreProfilePayload = z.input<typeof ownStoreProfileEditSchema>;

export type StoreEditorKind = 'admin' | 'partner';
