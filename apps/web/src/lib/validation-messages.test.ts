import { PASSWORD_MISMATCH } from '@souk/domain/validation';
import { describe, expect, it } from 'vitest';
import { localizeValidationMessage } from '@/lib/validation-messages';

describe('validation messages per language', () => {
  it('leaves French as the domain wrote it', () => {
    expect(localizeValidationMessage('Le champ nom est obligatoire.', 'fr')).toBe(
      'Le champ nom est obligatoire.',
    );
  });

  it('rewrites the generic sentences with the attribute in Arabic and English', () => {
    expect(localizeValidationMessage('Le champ nom est obligatoire.', 'ar')).toBe('حقل اللقب إلزامي.');
    expect(
      localizeValidationMessage('Le champ mot de passe doit contenir au moins 8 caractères.', 'ar'),
    ).toBe('يجب أن يحتوي حقل كلمة المرور على 8 أحرف على الأقل.');
    expect(localizeValidationMessage('Le champ email doit être une adresse e-mail valide.', 'en')).toBe(
      'The email field must be a valid email address.',
    );
    expect(localizeValidationMessage('Le champ wilaya sélectionné est invalide.', 'en')).toBe(
      'The selected wilaya is invalid.',
    );
  });

  it('knows the frequent fixed sentences and the "(et N erreurs en plus)" suffix', () => {
    expect(localizeValidationMessage(PASSWORD_MISMATCH, 'ar')).toBe(
      'كلمة المرور التأكيدية لا تطابق كلمة المرور.',
    );
    expect(localizeValidationMessage('Le champ nom est obligatoire. (et 2 erreurs en plus)', 'en')).toBe(
      'The last name field is required. (and 2 more error(s))',
    );
  });

  it('shows an unknown sentence as it is', () => {
    expect(localizeValidationMessage('Votre carte a été refusée.', 'ar')).toBe('Votre carte a été refusée.');
  });
});
