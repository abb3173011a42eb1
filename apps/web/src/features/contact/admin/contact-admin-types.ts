import type { contactReply } from '@souk/domain/replies/contacts';
import type { z } from 'zod';

/** A contact message as the administrator's screen reads it (docs/product/admin.md, Contacts). */
export type ContactMessage = z.infer<typeof contactReply>;

/** The subject column shows the first 150 characters (docs/product/admin.md, Contacts). */
export const SUBJECT_PREVIEW_LENGTH = 150;

export function subjectPreview(sujet: string): string {
  const chars = Array.from(sujet);
  return chars.length > SUBJECT_PREVIEW_LENGTH
    ? `${chars.slice(0, SUBJECT_PREVIEW_LENGTH).join('')}…`
    : sujet;
}
