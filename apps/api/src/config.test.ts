import { describe, expect, it } from 'vitest';
import { loadConfig, mediaBucket, settleNodeEnv } from './config';

const S3 = {
  S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com',
  S3_BUCKET: 'souk-media',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('media storage settings (S3_*)', () => {
  it('stores media on the local disk when none is set (empty values included)', () => {
    expect(mediaBucket(loadConfig({}))).toBeUndefined();
    expect(mediaBucket(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '', S3_REGION: 'auto' }))).toBeUndefined();
  });

  it('gives the bucket when endpoint, bucket and both keys are set; the public URL without its trailing slash', () => {
    expect(mediaBucket(loadConfig(S3))).toEqual({
      endpoint: S3.S3_ENDPOINT,
      region: 'auto',
      bucket: 'souk-media',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
    const config = loadConfig({ ...S3, S3_REGION: 'eu-west-3', S3_PUBLIC_URL: 'https://media.souk.dz/' });
    expect(mediaBucket(config)).toMatchObject({ region: 'eu-west-3', publicUrl: 'https://media.souk.dz' });
  });

  it('refuses to start on partial settings, naming every missing variable', () => {
    const message = refusal({ S3_BUCKET: 'souk-media', S3_ENDPOINT: S3.S3_ENDPOINT });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('S3_ACCESS_KEY_ID: required with S3_ENDPOINT, S3_BUCKET');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT, S3_BUCKET');
    expect(message).not.toContain('  S3_BUCKET:');
    expect(message).toContain('or none of the S3_* variables for the local disk');
    for (const missing of Object.keys(S3)) {
      const { [missing]: _, ...rest } = S3 as Record<string, string>;
      expect(refusal(rest)).toContain(`  ${missing}: required with`);
    }
    // A public URL alone is a half setting too.
    expect(refusal({ S3_PUBLIC_URL: 'https://media.souk.dz' })).toContain(
      'S3_BUCKET: required with S3_PUBLIC_URL',
    );
  });

  it('refuses an endpoint or a public URL that is not an http(s) URL', () => {
    expect(refusal({ ...S3, S3_ENDPOINT: 'abc.r2.cloudflarestorage.com' })).toContain(
      'S3_ENDPOINT: must be an http:// or https:// URL',
    );
    expect(refusal({ ...S3, S3_PUBLIC_URL: 'ftp://media.souk.dz' })).toContain(
      'S3_PUBLIC_URL: must be an http:// or https:// URL',
    );
  });
});

describe('the metrics token (METRICS_TOKEN, decision 0048)', () => {
  it('is off when unset or empty, and refused when too short to be a secret', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    const token = 'a'.repeat(24);
    expect(loadConfig({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(refusal({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN: must be at least 24 characters');
  });
});

describe('NODE_ENV for the libraries that read it (React draws the pages)', () => {
  it("gives a process without NODE_ENV the configuration's (production by default)", () => {
    const env: NodeJS.ProcessEnv = {};
    settleNodeEnv(loadConfig(env), env);
    expect(env.NODE_ENV).toBe('production');
  });

  it('keeps the one the process was given', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    settleNodeEnv(loadConfig(env), env);
    expect(env.NODE_ENV).toBe('development');
  });
});
