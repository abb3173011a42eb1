import { PUBLIC_CACHE_WINDOW_MS } from '@souk/domain/http-cache';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiUrl } from '@/lib/api-client';
import { readsMustRevalidate } from '@/lib/fresh-reads';
import { getSession } from '@/lib/sessions';
import { mockFetch } from '@/test/fetch-mock';
import { loginAdmin, loginClient, loginPartner } from '@/test/sessions-fixtures';

describe('api client', () => {
  it("asks the browser to revalidate public reads for the cache's whole window after a write of this browser", async () => {
    loginClient('client-token');
    const { requests } = mockFetch({
      'GET /api/v1/articleShow/7': { body: { data: {} } },
      'GET /api/v1/like/7': { body: { message: 'success', data: { id: 7, nbr_like: 3 } } },
      'POST /api/v1/client/notationAdd': { status: 422, body: { message: 'Refusé' } },
      'POST /api/v1/client/panierAdd': { status: 201, body: { message: 'Article ajouté au panier' } },
    });
    const reads = () => requests.filter((r) => r.path === '/api/v1/articleShow/7').map((r) => r.cache);

    await api(null).get('v1/articleShow/7');
    // A refused write changed nothing: the browser's cache stays usable.
    await expect(api('client').post('v1/client/notationAdd', {})).rejects.toBeInstanceOf(ApiError);
    await api(null).get('v1/articleShow/7');
    expect(reads()).toEqual(['default', 'default']);

    // A like is a GET that writes.
    await api('client').get('v1/like/7', { writes: true });
    await api(null).get('v1/articleShow/7');
    expect(reads().at(-1)).toBe('no-cache');
    // Reads with a token are never kept by the browser: no cache mode needed.
    expect(requests.find((r) => r.path === '/api/v1/like/7')?.cache).toBe('default');

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + PUBLIC_CACHE_WINDOW_MS + 1000);
      await api(null).get('v1/articleShow/7');
      expect(reads().at(-1)).toBe('default');
      await api('client').post('v1/client/panierAdd', {});
      await api(null).get('v1/articleShow/7');
      expect(reads().at(-1)).toBe('no-cache');
      // Another tab reads the same mark (localStorage).
      expect(readsMustRevalidate()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the bearer token of the requested session kind only', async () => {
    loginClient('client-token');
    loginAdmin('admin-token');
    loginPartner('partner-token');
    const { requests } = mockFetch({ 'GET /api/v1/ping': { body: { ok: true } } });

    await api('client').get('v1/ping');
    await api('admin').get('v1/ping');
    await api('partner').get('/v1/ping');
    await api(null).get('v1/ping');

    expect(requests.map((r) => r.headers.Authorization)).toEqual([
      'Bearer client-token',
      'Bearer admin-token',
      'Bearer partner-token',
      undefined,
    ]);
    expect(requests.every((r) => r.url === '/api/v1/ping')).toBe(true);
  });

  it('sends and reads JSON', async () => {
    const { requests } = mockFetch({
      'POST /api/v1/echo': (req) => ({ status: 201, body: { got: req.body } }),
    });
    const reply = await api(null).post<{ got: unknown }>('v1/echo', { email: 'a@b.dz' });
    expect(reply).toEqual({ got: { email: 'a@b.dz' } });
    expect(requests[0].headers['Content-Type']).toBe('application/json');
    expect(requests[0].headers.Accept).toBe('application/json');
  });

  it('sends DELETE and query parameters, skipping empty filters', async () => {
    const { requests } = mockFetch({ 'DELETE /api/v1/x/1': { body: {} }, 'GET /api/v1/list': { body: {} } });
    await api(null).delete('v1/x/1');
    await api(null).get('v1/list', {
      params: { search: 'tapis', prixMin: 0, promotion: undefined, etoil: '' },
    });
    expect(requests[0].method).toBe('DELETE');
    expect(requests[1].url).toBe('/api/v1/list?search=tapis&prixMin=0');
  });

  it('follows a pagination link exactly as given', async () => {
    loginAdmin('admin-token');
    const { requests } = mockFetch({ 'GET /api/v1/user/clients': { body: { data: [] } } });
    await api('admin').getUrl('/api/v1/user/clients?search=a&page=3');
    expect(requests[0].url).toBe('/api/v1/user/clients?search=a&page=3');
    expect(requests[0].headers.Authorization).toBe('Bearer admin-token');
    expect(apiUrl('/api/v1/x?page=2', { search: 'b' })).toBe('/api/v1/x?page=2&search=b');
  });

  it('maps a 422 reply to ApiError with status, message and field errors', async () => {
    mockFetch({
      'POST /api/v1/client/login': {
        status: 422,
        body: {
          message: 'Le champ email est obligatoire.',
          errors: { email: ['Le champ email est obligatoire.'] },
        },
      },
    });
    const error = await api(null)
      .post('v1/client/login', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Le champ email est obligatoire.',
      errors: { email: ['Le champ email est obligatoire.'] },
    });
  });

  it('treats every status outside 200–299 as a failure, even without a JSON body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>oops</html>', { status: 500 })),
    );
    await expect(api(null).get('v1/about')).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status code 500',
      errors: {},
    });
  });

  it("reports a network failure as 'Network Error'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api(null).get('v1/about')).rejects.toMatchObject({ status: 0, message: 'Network Error' });
  });

  it('clears only the matching session on a 401 from an authenticated call', async () => {
    loginClient();
    loginAdmin();
    mockFetch({ 'GET /api/v1/client/profilShow': { status: 401, body: { message: 'Non authentifié.' } } });
    await expect(api('client').get('v1/client/profilShow')).rejects.toMatchObject({
      status: 401,
      message: 'Non authentifié.',
    });
    expect(getSession('client')).toBeNull();
    expect(getSession('admin')).not.toBeNull();
  });

  it('keeps sessions on a 401 from an anonymous call (wrong password)', async () => {
    loginPartner();
    mockFetch({
      'POST /api/v1/marchand/login': { status: 401, body: { message: 'Identifiants incorrects.' } },
    });
    await expect(api(null).post('v1/marchand/login', {})).rejects.toMatchObject({ status: 401 });
    expect(getSession('partner')).not.toBeNull();
  });
});
