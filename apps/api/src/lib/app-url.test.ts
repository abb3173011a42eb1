import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appUrlOf, startupWarnings } from './app-url';

describe('the address in mailed links', () => {
  it('is APP_URL when set, without its trailing slash', () => {
    expect(appUrlOf(loadConfig({ APP_URL: 'https://souk.dz/' }))).toBe('https://souk.dz');
  });

  it('is http://localhost:PORT outside a request when APP_URL is unset', () => {
    expect(appUrlOf(loadConfig({ PORT: '4101' }))).toBe('http://localhost:4101');
  });

  it('warns at start-up on a PostgreSQL database without APP_URL, only then', () => {
    const warnings = startupWarnings(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/APP_URL is not set/);
    expect(
      startupWarnings(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test', APP_URL: 'https://souk.dz' })),
    ).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });
});
