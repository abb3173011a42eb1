import { describe, expect, it } from 'vitest';
import {
  auditDetails,
  auditedCall,
  entityIdOf,
  entityOf,
  MAX_ITEMS,
  MAX_STRING,
  sanitize,
} from './audit-entry';

describe('audit entries: which calls, which target, what summary', () => {
  it('audits admin writes only, sign-in calls aside', () => {
    expect(auditedCall('POST', '/api/v1/user/couponEdit/:id')).toEqual({
      method: 'POST',
      route: '/v1/user/couponEdit/:id',
    });
    expect(auditedCall('DELETE', '/api/v1/user/couponDelete/:id')?.route).toBe('/v1/user/couponDelete/:id');
    expect(auditedCall('POST', '/api/v1/user/register')?.route).toBe('/v1/user/register');
    for (const name of ['login', 'logout', 'forgot-password', 'reset-password']) {
      expect(auditedCall('POST', `/api/v1/user/${name}`), name).toBeNull();
    }
    expect(auditedCall('GET', '/api/v1/user/coupons')).toBeNull();
    expect(auditedCall('POST', '/api/v1/marchand/articleAdd')).toBeNull();
    expect(auditedCall('POST', '/api/v1/client/panierAdd')).toBeNull();
    expect(auditedCall('POST', undefined)).toBeNull();
  });

  it('names the target from the call', () => {
    expect(entityOf('/v1/user/couponEdit/:id')).toBe('coupon');
    expect(entityOf('/v1/user/stockarticleAdd')).toBe('stockarticle');
    expect(entityOf('/v1/user/commandeChangerEtat/:id')).toBe('commande');
    expect(entityOf('/v1/user/noteDelete/:articleId/:noteId')).toBe('note');
    expect(entityOf('/v1/user/createCompte')).toBe('compte');
    expect(entityOf('/v1/user/register')).toBe('admin');
    expect(entityOf('/v1/user/aboutAdd')).toBe('about');
    expect(entityIdOf({ id: 12 }, null)).toBe('12');
    expect(entityIdOf({ articleId: 3, noteId: 9 }, null)).toBe('9');
    expect(entityIdOf({}, { data: { id: 41 } })).toBe('41');
    expect(entityIdOf(undefined, { message: 'ok' })).toBeNull();
  });

  it('drops secrets, replaces images, bounds strings, lists and depth', () => {
    const summary = sanitize({
      nom: 'Haddad',
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      url_image: 'data:image/png;base64,iVBORw0KGgo=',
      fichier: 'data:application/pdf;base64,JVBERi0=',
      description: 'é'.repeat(MAX_STRING + 50),
      options: [
        {
          designation: 'Taille',
          sous_options: [{ designation: 'S', url_image: 'data:image/webp;base64,UklG' }],
        },
      ],
      ids: Array.from({ length: MAX_ITEMS + 5 }, (_, i) => i),
      deep: { a: { b: { c: { d: { e: 'trop profond' } } } } },
      prix: 2500,
      valide: false,
      vide: null,
    }) as Record<string, unknown>;
    expect(summary).not.toHaveProperty('password');
    expect(summary).not.toHaveProperty('password_confirmation');
    expect(summary.nom).toBe('Haddad');
    expect(summary.url_image).toBe('[image]');
    expect(summary.fichier).toBe('[fichier]');
    expect(summary.description).toBe(`${'é'.repeat(MAX_STRING)}…`);
    expect(summary.options).toEqual([
      { designation: 'Taille', sous_options: [{ designation: 'S', url_image: '[image]' }] },
    ]);
    expect(summary.ids).toHaveLength(MAX_ITEMS + 1);
    expect((summary.ids as unknown[])[MAX_ITEMS]).toBe('… (+5)');
    expect(summary.deep).toEqual({ a: { b: { c: { d: '[…]' } } } });
    expect([summary.prix, summary.valide, summary.vide]).toEqual([2500, false, null]);
    expect(JSON.stringify(summary)).not.toContain('Secret123!');
  });

  it('keeps the address, the params and a non-empty body', () => {
    expect(auditDetails('10.0.0.1', { id: 4 }, { designation: 'A', password: 'x' })).toEqual({
      ip: '10.0.0.1',
      params: { id: 4 },
      body: { designation: 'A' },
    });
    expect(auditDetails(undefined, {}, {})).toEqual({ ip: null });
  });
});
