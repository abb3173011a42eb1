import { LIVE_FEED_EVENTS, type LiveOrder, type LiveRetour } from '@souk/domain/live-orders';
import { backofficePrefix } from '@/features/orders/api/backoffice-orders-paths';
import type { BackofficeKind } from '@/features/orders/backoffice-order-types';
import { apiUrl } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/sessions';

export type { LiveOrder, LiveRetour };

export interface SseMessage {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream into messages; returns the complete ones and the unfinished rest.
 * Comments (heartbeats) and `retry:` lines carry no message.
 */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  const frames = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** 'unsupported': a server without the route (404); 'refused': another refusal (403, 429 too many tabs…). */
export type StreamEnd = 'closed' | 'unauthorized' | 'unsupported' | 'refused' | 'network';

/**
 * `GET v1/marchand/commandesFlux` / `GET v1/user/commandesFlux` (new orders, and the returns' changes
 * since the returns were built): reads the stream with fetch (an
 * EventSource cannot send the Bearer token) until it ends or `signal` aborts. A 401 drops the
 * session, as every call does.
 */
export async function streamNewOrders(
  kind: BackofficeKind,
  handlers: {
    onReady?: () => void;
    onOrder: (order: LiveOrder) => void;
    /** A return of the audience changed, a new request first of all (event `LIVE_FEED_EVENTS.retour`). */
    onRetour?: (retour: LiveRetour) => void;
  },
  signal: AbortSignal,
): Promise<StreamEnd> {
  const token = getToken(kind);
  if (!token) return 'unauthorized';
  let response: Response;
  try {
    response = await fetch(apiUrl(`${backofficePrefix(kind)}/commandesFlux`), {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal,
    });
  } catch {
    return 'network';
  }
  if (response.status === 401) {
    clearSession(kind);
    return 'unauthorized';
  }
  if (response.status === 404) return 'unsupported';
  if (!response.ok || !response.body) return 'refused';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'closed';
      buffer += decoder.decode(value, { stream: true });
      const { messages, rest } = parseSse(buffer);
      buffer = rest;
      for (const message of messages) {
        if (message.event === 'ready') handlers.onReady?.();
        else if (message.event === LIVE_FEED_EVENTS.commande || message.event === LIVE_FEED_EVENTS.retour) {
          try {
            const data: unknown = JSON.parse(message.data);
            if (message.event === LIVE_FEED_EVENTS.commande) handlers.onOrder(data as LiveOrder);
            else handlers.onRetour?.(data as LiveRetour);
          } catch {
            // A malformed event is skipped; the next ones still arrive.
          }
        }
      }
    }
  } catch {
    return signal.aborted ? 'closed' : 'network';
  }
}
