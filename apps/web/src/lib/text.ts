/** Plain-text excerpt: tags from rich-text fields are dropped, then the text is cut and '...' added. */
export function excerpt(text: string | null | undefined, length: number): string {
  if (!text) return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${plain.slice(0, length)}...`;
}

export function fullName(person: { nom?: string | null; prenom?: string | null } | null | undefined): string {
  if (!person) return '';
  return [person.nom, person.prenom].filter(Boolean).join(' ');
}
