import { LIVE_FEED_EVENTS, type LiveRetour } from '@souk/domain/live-orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseSse } from '@/features/orders/api/live-orders';
import { makeRetour, retourPage } from '@/features/returns/returns.fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAdmin, loginPartner } from '@/test/sessions-fixtures';

const ORDER = {
  id: 41,
  ref: '7KQ2-M9XD',
  marchand_id: 3,
  magasin: 'Dar Tlemcen',
  client: 'Amina Benali',
  montant: 24000,
  etat: 'en_attente_de_validation',
  type_paiement: 'livraison',
  created_at: '2026-11-22T20:00:00.000Z',
};

/**
 * The API mock, plus a live `commandesFlux` stream the test writes to (fetch streaming, as the web
 * reads it); remembers each stream's abort signal.
 */
function mockWithStream(path: string) {
  const api = mockFetch({
    'GET /api/v1/marchand/countCommandes': { body: { data: 3 } },
    'GET /api/v1/user/countCommandes': { body: { data: 3 } },
  });
  const encoder = new TextEncoder();
  const streams: {
    controller: ReadableStreamDefaultController<Uint8Array>;
    signal?: AbortSignal;
    headers: Record<string, string>;
  }[] = [];
  const fallback = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).split('?')[0] !== path) return fallback(input, init);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () =>
      controller.error(new DOMException('aborted', 'AbortError')),
    );
    streams.push({
      controller,
      signal: init?.signal ?? undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  });
  const send = (text: string) => streams.at(-1)!.controller.enqueue(encoder.encode(text));
  return { api, streams, send };
}

describe('parseSse', () => {
  it('splits complete messages, skips heartbeats and keeps the unfinished rest', () => {
    const { messages, rest } = parseSse(
      'retry: 5000\nevent: ready\ndata: {"heure":"x"}\n\n: ping\n\nid: 4\nevent: commande\ndata: {"ref":"A"}\n\nevent: comm',
    );
    expect(messages).toEqual([
      { event: 'ready', data: '{"heure":"x"}' },
      { event: 'commande', data: '{"ref":"A"}' },
    ]);
    expect(rest).toBe('event: comm');
  });
});

describe('live new orders in the back-office layouts', () => {
  it('partner: a new order shows a notification with a link, reloads the counters and badges the sidebar', async () => {
    loginPartner('tok-live');
    const { api, streams, send } = mockWithStream('/api/v1/marchand/commandesFlux');
    const user = userEvent.setup();
    const app = renderApp('/partenaire/dashboard');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].headers.Authorization).toBe('Bearer tok-live');
    await waitFor(() => expect(api.calls('GET /api/v1/marchand/countCommandes').length).toBeGreaterThan(0));
    const before = api.calls('GET /api/v1/marchand/countCommandes').length;

    send('retry: 5000\nevent: ready\ndata: {"heure":"2026-11-22T20:00:00Z"}\n\n: ping\n\n');
    send(`id: 41\nevent: commande\ndata: ${JSON.stringify(ORDER)}\n\n`);

    const title = await screen.findByText(/^Nouvelle commande #7KQ2-M9XD — 24\s000,00\sDZD$/);
    const toast = title.closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Amina Benali · Dar Tlemcen')).toBeTruthy();
    // The dashboard's order counter is asked again, without a reload.
    await waitFor(() =>
      expect(api.calls('GET /api/v1/marchand/countCommandes').length).toBeGreaterThan(before),
    );
    const nav = screen.getByRole('navigation', { name: 'Menu partenaire' });
    expect(
      within(nav).getByLabelText('1 nouvelle(s) commande(s) depuis votre dernière visite de la liste'),
    ).toBeTruthy();

    await user.click(within(toast).getByRole('link', { name: 'Voir la commande' }));
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/commandes/7KQ2-M9XD'));
    // Opening the orders clears the badge.
    await waitFor(() => expect(within(nav).queryByLabelText(/nouvelle\(s\) commande\(s\)/)).toBeNull());

    // Leaving the back-office closes the stream: no listener left on the server.
    app.unmount();
    expect(streams[0].signal?.aborted).toBe(true);
  });

  it('admin: listens on v1/user/commandesFlux and reconnects after a dropped stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      loginAdmin('tok-admin');
      const { streams, send } = mockWithStream('/api/v1/user/commandesFlux');
      renderApp('/admin/dashboard');
      await waitFor(() => expect(streams).toHaveLength(1));
      expect(streams[0].headers.Authorization).toBe('Bearer tok-admin');
      send('event: ready\ndata: {}\n\n');
      streams[0].controller.close();
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(streams).toHaveLength(2));
      send(`event: commande\ndata: ${JSON.stringify({ ...ORDER, marchand_id: null, magasin: 'Souk' })}\n\n`);
      expect(await screen.findByText('Amina Benali · Souk')).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: /admin/i });
      expect(within(nav).getByText('1')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('live returns on the same feed', () => {
  it('partner: a new return request (event LIVE_FEED_EVENTS.retour) shows its notice, reloads the returns and opens the return', async () => {
    loginPartner();
    const { api, streams, send } = mockWithStream('/api/v1/marchand/commandesFlux');
    const retour = makeRetour(11);
    // What the API pushes: the return as the feed names it (LiveRetour).
    const live: LiveRetour = {
      id: retour.id,
      commande_id: retour.commande.id,
      commande_ref: retour.commande.ref,
      marchand_id: 3,
      client: 'Sarah Benmoussa',
      etat: retour.etat,
      motif: retour.motif,
      created_at: retour.created_at,
    };
    const handlers = {
      'GET /api/v1/marchand/retours': { body: retourPage([retour], '/api/v1/marchand/retours') },
      'GET /api/v1/marchand/retours/11': { body: { data: retour } },
    };
    const fallback = api.spy.getMockImplementation()!;
    api.spy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${(init?.method ?? 'GET').toUpperCase()} ${String(input).split('?')[0]}`;
      const handler = handlers[key as keyof typeof handlers];
      if (handler) return new Response(JSON.stringify(handler.body), { status: 200 });
      return fallback(input, init);
    });
    const user = userEvent.setup();
    const app = renderApp('/partenaire/retours');
    await waitFor(() => expect(streams).toHaveLength(1));
    const listCalls = () =>
      api.spy.mock.calls.filter(([input]) => String(input).split('?')[0] === '/api/v1/marchand/retours')
        .length;
    await waitFor(() => expect(listCalls()).toBeGreaterThan(0));
    const before = listCalls();

    send(`event: ${LIVE_FEED_EVENTS.retour}\ndata: ${JSON.stringify({ ...live, etat: 'accepte' })}\n\n`);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    // Only a new request is announced.
    expect(screen.queryByText(/Nouvelle demande de retour/)).toBeNull();

    send(`event: ${LIVE_FEED_EVENTS.retour}\ndata: ${JSON.stringify(live)}\n\n`);
    const title = await screen.findByText('Nouvelle demande de retour — commande #DDDD-4444');
    const toast = title.closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Motif : Article défectueux')).toBeTruthy();
    await user.click(within(toast).getByRole('link', { name: 'Voir le retour' }));
    await waitFor(() => expect(app.pathname()).toBe('/partenaire/retours/11'));
  });
});
