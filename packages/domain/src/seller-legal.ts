import { VALIDATION_MESSAGES } from './error-codes';
import { z } from './validation';

/**
 * A store's legal identity (law 18-05 on e-commerce: a seller shows its commercial register number
 * and its tax id). Both are optional on the profile, shown on the shop page and the invoices.
 *
 * - Registre du commerce: written in many ways ('16/00-1234567B21', '16/00 1234567 B 21', …), so the
 *   check is lenient: 5 to 30 letters, digits, '/', '-' or spaces; kept upper-cased, spaces collapsed.
 * - NIF (numéro d'identification fiscale): 15 digits (20 for the newer format); spaces are dropped.
 */

export const SELLER_LEGAL_MESSAGES = {
  registreCommerce: VALIDATION_MESSAGES.registre_commerce,
  nif: VALIDATION_MESSAGES.nif,
} as const;

const REGISTRE_COMMERCE = /^[0-9A-Z/ -]{5,30}$/u;
const NIF = /^(?:\d{15}|\d{20})$/u;

/** '' and null = remove, absent = unchanged (the profile edit's convention). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export function normaliseRegistreCommerce(value: string): string {
  return value.trim().replace(/\s+/gu, ' ').toUpperCase();
}

export function normaliseNif(value: string): string {
  return value.replace(/\s+/gu, '');
}

export const registreCommerceField = () =>
  z.preprocess((v) => {
    const b = blankToNull(v);
    return typeof b === 'string' ? normaliseRegistreCommerce(b) : b;
  }, z
    .string({ error: SELLER_LEGAL_MESSAGES.registreCommerce })
    .regex(REGISTRE_COMMERCE, { error: SELLER_LEGAL_MESSAGES.registreCommerce })
    .nullish());

export const nifField = () =>
  z.preprocess((v) => {
    const b = blankToNull(v);
    return typeof b === 'string' ? normaliseNif(b) : b;
  }, z
    .string({ error: SELLER_LEGAL_MESSAGES.nif })
    .regex(NIF, { error: SELLER_LEGAL_MESSAGES.nif })
    .nullish());
