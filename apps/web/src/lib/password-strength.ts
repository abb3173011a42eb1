import { fixedCode } from '@souk/domain/error-codes';
import { loadPasswordStrength, passwordStrength } from '@souk/domain/password-strength';
import { useEffect } from 'react';
import { fieldMessages } from '@/lib/error-messages';

/**
 * The domain's password-strength rule in the browser (decision 0031). Its dictionaries are a chunk of
 * their own, fetched when a password form mounts (`usePasswordStrength`), never on the storefront's
 * first view. Until they arrive the rule is skipped here; the API applies it anyway.
 */
export function usePasswordStrength(): void {
  useEffect(() => {
    // A failed download only leaves the check to the API.
    loadPasswordStrength().catch(() => undefined);
  }, []);
}

/** A Mantine rule: null, or why the password is too easy to guess, in the current language. */
export function passwordWeakness(password: string): string | null {
  if (!password || password.length < 8) return null;
  const weakness = passwordStrength()?.weakness(password);
  return weakness ? (fieldMessages([weakness], [fixedCode(weakness)])[0] ?? weakness) : null;
}
