/** A contact message as the administrator's screen reads it (docs/product/admin.md, Contacts). */
export interface ContactMessage {
  id: number;
  nom: string;
  prenom: string;
  telephone: string;
  email: string;
  sujet: string;
  msg: string;
  created_at: string;
  /** false until an administrator opened it. */
  vu: boolean;
}

/** The subject column shows the first 150 characters (docs/product/admin.md, Contacts). */
export const SUBJECT_PREVIEW_LENGTH = 150;

export function subjectPreview(sujet: string): string {
  const chars = Array.from(sujet);
  return chars.length > SUBJECT_PREVIEW_LENGTH
    ? `${chars.slice(0, SUBJECT_PREVIEW_LENGTH).join('')}…`
    : sujet;
}
