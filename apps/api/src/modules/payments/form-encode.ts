/**
 * Stripe's request encoding (what its SDK sends): application/x-www-form-urlencoded with nested
 * keys in brackets — `metadata[commande_id]=12`, `payment_method_types[0]=card`.
 */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | FormValue[]
  | { [key: string]: FormValue };

export function formEncode(params: Record<string, FormValue>): string {
  const out = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) add(`${key}[${i}]`, v);
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      out.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return out.toString();
}
