import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language-codes';
import { formatLongDateIn } from './long-dates';
import { ENGINE_LOCALES, engineOptions } from './money';

// Every month's last day and a few others, in years around the site's.
const DAYS = [1, 9, 10, 15, 28];
const YEARS = [1999, 2000, 2024, 2026, 2099];

describe('long dates written as the engine writes them', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every month, as the screens' formatter did (day, long month, year)`, () => {
      const engine = new Intl.DateTimeFormat(
        ENGINE_LOCALES[language],
        engineOptions(language, { day: 'numeric', month: 'long', year: 'numeric' }),
      );
      let checked = 0;
      for (const year of YEARS)
        for (let month = 1; month <= 12; month++)
          for (const day of [...DAYS, new Date(year, month, 0).getDate()]) {
            const expected = engine.format(new Date(year, month - 1, day, 12));
            expect(formatLongDateIn(year, month, day, language), expected).toBe(expected);
            checked++;
          }
      expect(checked).toBe(YEARS.length * 12 * (DAYS.length + 1));
    });

    it(`${language}: as the engine's long date style in Algeria's locales`, () => {
      const locale = { fr: 'fr-FR', ar: 'ar-DZ', en: 'en-GB' }[language];
      const engine = new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      });
      for (let month = 1; month <= 12; month++) {
        const last = new Date(Date.UTC(2026, month, 0)).getUTCDate();
        expect(formatLongDateIn(2026, month, last, language)).toBe(
          engine.format(Date.UTC(2026, month - 1, last)),
        );
      }
    });
  }

  it('writes the day, the month and the year it is given, whatever the day', () => {
    expect(formatLongDateIn(2026, 11, 22, 'fr')).toBe('22 novembre 2026');
    expect(formatLongDateIn(2026, 11, 22, 'ar')).toBe('22 نوفمبر 2026');
    expect(formatLongDateIn(2026, 7, 5, 'ar')).toBe('5 جويلية 2026');
    expect(formatLongDateIn(2026, 8, 1, 'en')).toBe('1 August 2026');
  });
});
