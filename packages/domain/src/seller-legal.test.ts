import { describe, expect, it } from 'vitest';
import { nifField, registreCommerceField, SELLER_LEGAL_MESSAGES } from './seller-legal';
import { toLaravelErrors, z } from './validation';

const schema = z.object({ registre_commerce: registreCommerceField(), nif: nifField() });
const errorsOf = (value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : toLaravelErrors(r.error);
};

describe('seller legal information', () => {
  it('accepts the usual ways of writing them, normalised', () => {
    expect(schema.parse({ registre_commerce: ' 16/00-1234567b21 ', nif: '0001 1600 1234 567' })).toEqual({
      registre_commerce: '16/00-1234567B21',
      nif: '000116001234567',
    });
    expect(schema.parse({ registre_commerce: '16/00  1234567 B 21', nif: '12345678901234567890' })).toEqual({
      registre_commerce: '16/00 1234567 B 21',
      nif: '12345678901234567890',
    });
  });

  it('keeps absent as unchanged and blank as removed', () => {
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ registre_commerce: '', nif: '  ' })).toEqual({
      registre_commerce: null,
      nif: null,
    });
    expect(schema.parse({ registre_commerce: null, nif: null })).toEqual({
      registre_commerce: null,
      nif: null,
    });
  });

  it.each([
    ['1234', SELLER_LEGAL_MESSAGES.registreCommerce],
    ['16/00-1234567B21#', SELLER_LEGAL_MESSAGES.registreCommerce],
    ['x'.repeat(31), SELLER_LEGAL_MESSAGES.registreCommerce],
  ])('refuses the register number %s', (value, message) => {
    expect(errorsOf({ registre_commerce: value })).toEqual({ registre_commerce: [message] });
  });

  it.each(['12345678901234', '1234567890123456', '1234567890123456789', 'ABCDEFGHIJKLMNO'])(
    'refuses the NIF %s',
    (value) => {
      expect(errorsOf({ nif: value })).toEqual({ nif: [SELLER_LEGAL_MESSAGES.nif] });
    },
  );

  it('refuses numbers sent as numbers', () => {
    expect(errorsOf({ nif: 123456789012345 })).toEqual({ nif: [SELLER_LEGAL_MESSAGES.nif] });
  });
});
