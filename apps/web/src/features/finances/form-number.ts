/**
 * A number field's text as the money calls read it: blank is missing (the schema says it is
 * required), a comma is a decimal point, anything else stays as typed so the schema refuses it.
 */
export function formNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isNaN(value) ? trimmed : value;
}
