import { PASSWORD_MISMATCH } from '@souk/domain/validation';
import { describe, expect, it } from 'vitest';
import { labelValidationMessage, localizeValidationMessage } from '@/lib/validation-messages';

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

  it("puts the form's visible label in place of the API's attribute name", () => {
    const message = 'Le champ designation magasin est obligatoire.';
    expect(labelValidationMessage(message, 'Nom du magasin', 'fr')).toBe(
      'Le champ « Nom du magasin » est obligatoire.',
    );
    expect(labelValidationMessage(message, 'اسم المتجر', 'ar')).toBe('حقل «اسم المتجر» إلزامي.');
    expect(labelValidationMessage(message, 'Store name', 'en')).toBe('The “Store name” field is required.');
    expect(
      labelValidationMessage('La valeur du champ valeur doit être supérieure ou égale à 1.', 'Valeur', 'fr'),
    ).toBe('La valeur du champ « Valeur » doit être supérieure ou égale à 1.');
    // A sentence without an attribute is only localized.
    expect(labelValidationMessage(PASSWORD_MISMATCH, 'Mot de passe', 'en')).toBe(
      'The password confirmation does not match the password.',
    );
  });

  it('shows an unknown sentence as it is', () => {
    expect(localizeValidationMessage('Votre carte a été refusée.', 'ar')).toBe('Votre carte a été refusée.');
  });
});
