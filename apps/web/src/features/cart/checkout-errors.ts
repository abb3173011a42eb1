import type { CommandeAddLine } from '@/features/orders/api/create-order';
import { isApiError } from '@/lib/api-client';
import { fieldMessages } from '@/lib/error-messages';

export interface CheckoutErrors {
  /** Messages per stock article id (e.g. a short stock). */
  lines: Record<number, string>;
  coupon: string | null;
  /** Everything else the server said. */
  other: string[];
}

const LINE_KEY = /^stock_articles\.(\d+)(\.|$)/;

/**
 * Spreads a refused checkout over the cart: `stock_articles.N.*` goes under the Nth line sent,
 * `coupon_id` under the coupon box, the rest above the lines. Without field errors (network,
 * 500) there is nothing to show inline: the toast said it.
 */
export function checkoutErrors(error: unknown, sent: readonly CommandeAddLine[]): CheckoutErrors | null {
  if (!isApiError(error) || Object.keys(error.errors).length === 0) return null;
  const result: CheckoutErrors = { lines: {}, coupon: null, other: [] };
  for (const [key, messages] of Object.entries(error.errors)) {
    // In the visitor's language from each sentence's code (a stock shortage, a refused coupon…).
    const text = fieldMessages(messages, error.codes[key]).join(' ');
    const match = LINE_KEY.exec(key);
    const line = match ? sent[Number(match[1])] : undefined;
    if (line) {
      result.lines[line.stock_article_id] = result.lines[line.stock_article_id]
        ? `${result.lines[line.stock_article_id]} ${text}`
        : text;
    } else if (key === 'coupon_id') {
      result.coupon = text;
    } else {
      result.other.push(text);
    }
  }
  return result;
}
