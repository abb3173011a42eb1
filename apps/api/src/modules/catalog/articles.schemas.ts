import { z } from '@souk/domain/validation';

const INT4_MAX = 2_147_483_647;

/** A database id in a path: anything else is a 404 (errors plugin), never a 500 from an int overflow. */
export const idParam = z.coerce.number().int().min(1).max(INT4_MAX);
