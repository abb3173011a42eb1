import type { langueReply } from '@souk/domain/replies/profile';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';

export type LanguageReply = z.infer<typeof langueReply>;

/**
 * Records the signed-in client's language (`v1/client/langue`): its invoices are written in it. A
 * visitor has nothing to record; a failure leaves the screens in the new language and the invoices
 * in the last recorded one.
 */
export async function saveClientLanguage(language: Language): Promise<void> {
  if (!getSession('client')) return;
  try {
    await api('client').post<LanguageReply>('v1/client/langue', { langue: language });
  } catch {
    // Not worth an error on screen: the next switch records it again.
  }
}
