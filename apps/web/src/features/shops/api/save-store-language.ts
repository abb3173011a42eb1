import type { langueReply } from '@souk/domain/replies/profile';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { Language } from '@/lib/i18n';
import { getSession } from '@/lib/sessions';

/**
 * Records the signed-in partner's language (`v1/marchand/langue`): its payout e-mails are written in
 * it. A failure leaves the screens in the new language and the mails in the last recorded one.
 */
export async function saveStoreLanguage(language: Language): Promise<void> {
  if (!getSession('partner')) return;
  try {
    await api('partner').post<z.infer<typeof langueReply>>('v1/marchand/langue', { langue: language });
  } catch {
    // Not worth an error on screen: the next switch records it again.
  }
}
