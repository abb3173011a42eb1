/**
 * Password strength (decision 0031): zxcvbn-ts with its common and French dictionaries refuses common
 * and guessable passwords ("aaaaaaaa", "Azerty123", a single word or name, a date) on every form that
 * sets one. The dictionaries weigh about a megabyte: they are loaded on demand (`loadPasswordStrength`),
 * by the API at start-up and by the browser on the password forms only. `passwordField()`
 * (validation.ts) applies the rule once they are loaded.
 */

import { VALIDATION_MESSAGES } from './error-codes';

/** zxcvbn's score runs 0–4; 3 means at least 10^8 guesses (decision 0031). */
export const MIN_PASSWORD_SCORE = 3;

export type WeakPasswordReason = 'common' | 'pattern' | 'date' | 'word' | 'personal' | 'short';

/** One French sentence per reason, each a code of the table (`weak_password_<reason>`, decision 0041). */
export const WEAK_PASSWORD_MESSAGES: Record<WeakPasswordReason, string> = {
  common: VALIDATION_MESSAGES.weak_password_common,
  pattern: VALIDATION_MESSAGES.weak_password_pattern,
  date: VALIDATION_MESSAGES.weak_password_date,
  word: VALIDATION_MESSAGES.weak_password_word,
  personal: VALIDATION_MESSAGES.weak_password_personal,
  short: VALIDATION_MESSAGES.weak_password_short,
};

// zxcvbn's warning keys (its translations are not loaded, so it answers with the keys).
const REASONS: Record<string, WeakPasswordReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'pattern',
  extendedRepeat: 'pattern',
  sequences: 'pattern',
  recentYears: 'date',
  dates: 'date',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  userInputs: 'personal',
};

export interface PasswordStrength {
  /** null when the password is strong enough; else the French sentence saying why not. */
  weakness(password: string, userInputs?: string[]): string | null;
}

let loaded: PasswordStrength | null = null;
let loading: Promise<PasswordStrength> | null = null;

/** The checker once `loadPasswordStrength` has resolved, else null. */
export function passwordStrength(): PasswordStrength | null {
  return loaded;
}

/** Loads zxcvbn and its dictionaries once (dynamic imports: a chunk of their own in the browser). */
export function loadPasswordStrength(): Promise<PasswordStrength> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, fr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
    });
    loaded = {
      weakness(password, userInputs = []) {
        // Beyond 256 characters a password is not guessable, and zxcvbn's time grows with the length.
        if (password.length > 256) return null;
        const result = zxcvbn.check(password, userInputs);
        if (result.score >= MIN_PASSWORD_SCORE) return null;
        const reason = REASONS[result.feedback.warning ?? ''] ?? 'short';
        return WEAK_PASSWORD_MESSAGES[reason];
      },
    };
    return loaded;
  })();
  return loading;
}
