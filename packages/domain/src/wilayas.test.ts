import { describe, expect, it } from 'vitest';
import { z } from './validation';
import { wilayaSchema } from './wilaya-schema';
import { arabicLabelOf, isWilayaLabel, WILAYA_LABELS, WILAYAS, wilayaByCode, wilayaLabelIn } from './wilayas';

describe('wilayas', () => {
  it('loads the 58 wilayas of the current data file', () => {
    expect(WILAYAS).toHaveLength(58);
    expect(WILAYA_LABELS).toHaveLength(WILAYAS.length);
  });

  it('has consistent entries: two-digit codes in order, label = code - name', () => {
    WILAYAS.forEach((w, i) => {
      expect(w.code).toBe(String(i + 1).padStart(2, '0'));
      expect(w.label).toBe(`${w.code} - ${w.name}`);
      expect(w.name_ar.length).toBeGreaterThan(0);
    });
    expect(new Set(WILAYA_LABELS).size).toBe(WILAYA_LABELS.length);
  });

  it('knows the labels the screens quote', () => {
    expect(WILAYA_LABELS[0]).toBe('01 - Adrar');
    expect(WILAYA_LABELS).toContain('16 - Alger');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(WILAYAS)).toBe(true);
    expect(Object.isFrozen(WILAYAS[0])).toBe(true);
    expect(Object.isFrozen(WILAYA_LABELS)).toBe(true);
  });

  it('recognises labels exactly', () => {
    expect(isWilayaLabel('16 - Alger')).toBe(true);
    expect(isWilayaLabel('16 - alger')).toBe(false);
    expect(isWilayaLabel('16-Alger')).toBe(false);
    expect(isWilayaLabel('Alger')).toBe(false);
    expect(isWilayaLabel('')).toBe(false);
    expect(isWilayaLabel(16)).toBe(false);
    expect(isWilayaLabel(null)).toBe(false);
  });

  it('finds a wilaya by code', () => {
    expect(wilayaByCode('16')?.name).toBe('Alger');
    expect(wilayaByCode(16)?.label).toBe('16 - Alger');
    expect(wilayaByCode(1)?.label).toBe('01 - Adrar');
    expect(wilayaByCode('1')).toBeNull();
    expect(wilayaByCode('00')).toBeNull();
    expect(wilayaByCode(WILAYAS.length + 1)).toBeNull();
  });
});

describe('wilayaSchema', () => {
  it('accepts every label', () => {
    for (const label of WILAYA_LABELS) expect(wilayaSchema.parse(label)).toBe(label);
  });

  it('refuses anything else with French messages under the wilaya field', () => {
    const form = z.object({ wilaya: wilayaSchema });
    expect(form.safeParse({ wilaya: 'Alger' }).error?.issues[0].message).toBe(
      'Le champ wilaya sélectionné est invalide.',
    );
    expect(form.safeParse({}).error?.issues[0].message).toBe('Le champ wilaya est obligatoire.');
    expect(form.safeParse({ wilaya: '' }).success).toBe(false);
  });
});

describe('wilaya labels per language', () => {
  it('gives the Arabic name for Arabic screens and keeps the stored label otherwise', () => {
    expect(wilayaLabelIn('16 - Alger', 'ar')).toBe('16 - الجزائر');
    expect(wilayaLabelIn('01 - Adrar', 'ar')).toBe('01 - أدرار');
    expect(wilayaLabelIn('16 - Alger', 'fr')).toBe('16 - Alger');
    expect(wilayaLabelIn('16 - Alger', 'en')).toBe('16 - Alger');
  });

  it('shows an unknown value as it is', () => {
    expect(wilayaLabelIn('99 - Nulle part', 'ar')).toBe('99 - Nulle part');
  });

  it('has an Arabic label for every wilaya', () => {
    for (const w of WILAYAS) expect(arabicLabelOf(w)).toMatch(/^\d{2} - [\u0600-\u06ff ]+$/u);
  });
});
