import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';

describe('accounts in the OpenAPI document', () => {
  const t = useTestApp();

  it('documents every auth call with its body and replies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const role of ['client', 'marchand', 'user']) {
      for (const call of ['login', 'logout', 'forgot-password', 'reset-password']) {
        expect(paths[`/api/v1/${role}/${call}`]?.post, `${role}/${call}`).toBeDefined();
      }
    }
    const register = paths['/api/v1/client/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['nom', 'prenom', 'email', 'telephone', 'adresse', 'wilaya', 'password']),
    );
    expect(body.properties.wilaya.enum).toContain('16 - Alger');
    const reply = register.responses['201'].content['application/json'].schema;
    expect(Object.keys(reply.properties)).toEqual(['client', 'token']);
    expect(reply.properties.client.properties.password).toBeUndefined();
    expect(paths['/api/v1/user/register'].post).toBeDefined();
    expect(paths['/api/v1/client/logout'].post.security).toEqual([{ bearer: [] }]);
  });
});
