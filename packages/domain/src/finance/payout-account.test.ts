import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { PAYOUT_ACCOUNT_MESSAGES, payoutAccountBody } from './payout-account';

const errorsOf = (input: unknown) => {
  const parsed = payoutAccountBody.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return toFieldErrors(parsed.error);
};

describe('payout account', () => {
  it('keeps a RIB of exactly 20 digits, without the spaces typed inside, and no key', () => {
    expect(
      payoutAccountBody.parse({
        type: 'rib',
        titulaire: '  Samir Haddad ',
        numero: '0079 9999 0012-3456 7890',
        cle: '12',
      }),
    ).toEqual({ type: 'rib', titulaire: 'Samir Haddad', numero: '00799999001234567890', cle: null });
  });

  it('keeps a CCP number of 1 to 10 digits with its 2-character key, upper-cased', () => {
    expect(
      payoutAccountBody.parse({ type: 'ccp', titulaire: 'Amina B.', numero: '0012345678', cle: '4k' }),
    ).toEqual({
      type: 'ccp',
      titulaire: 'Amina B.',
      numero: '0012345678',
      cle: '4K',
    });
    expect(payoutAccountBody.parse({ type: 'ccp', titulaire: 'Ali', numero: '7', cle: '05' }).numero).toBe(
      '7',
    );
  });

  it.each([
    ['19 digits', '0079999900123456789'],
    ['21 digits', '007999990012345678901'],
    ['a letter', '0079999900123456789A'],
  ])('refuses a RIB of %s under numero', (_, numero) => {
    const { errors, codes } = errorsOf({ type: 'rib', titulaire: 'Samir Haddad', numero });
    expect(errors).toEqual({ numero: [PAYOUT_ACCOUNT_MESSAGES.rib] });
    expect(codes).toEqual({ numero: [{ code: 'payout_rib', params: {} }] });
  });

  it('refuses a CCP number of 11 digits and a key of 1 or 3 characters, together', () => {
    expect(errorsOf({ type: 'ccp', titulaire: 'Ali', numero: '12345678901', cle: '1' }).errors).toEqual({
      numero: [PAYOUT_ACCOUNT_MESSAGES.ccpNumero],
      cle: [PAYOUT_ACCOUNT_MESSAGES.ccpCle],
    });
    expect(errorsOf({ type: 'ccp', titulaire: 'Ali', numero: '1234', cle: '123' }).errors).toEqual({
      cle: [PAYOUT_ACCOUNT_MESSAGES.ccpCle],
    });
    expect(errorsOf({ type: 'ccp', titulaire: 'Ali', numero: '1234' }).codes).toEqual({
      cle: [{ code: 'payout_ccp_cle', params: {} }],
    });
  });

  it('reports the holder, the type and the number at once, in French with their codes', () => {
    const { errors, codes } = errorsOf({ type: 'iban', titulaire: 'Al', numero: '' });
    expect(errors).toEqual({
      type: ['Le champ type sélectionné est invalide.'],
      titulaire: ['Le champ titulaire doit contenir au moins 3 caractères.'],
      numero: ['Le champ numero est obligatoire.'],
    });
    expect(codes.titulaire).toEqual([{ code: 'min_length', params: { attribute: 'titulaire', min: 3 } }]);
    expect(errorsOf({ type: 'rib', titulaire: 'x'.repeat(101), numero: '1' }).errors).toEqual({
      titulaire: ['Le champ titulaire ne doit pas dépasser 100 caractères.'],
      numero: [PAYOUT_ACCOUNT_MESSAGES.rib],
    });
  });
});
