import dayjs from 'dayjs';

/** The order row's date: day and time, or '/' when the order has none. */
export function orderDate(createdAt: string | null | undefined, missing: string): string {
  if (!createdAt) return missing;
  const date = dayjs(createdAt);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : missing;
}
