import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { mediaStoreOn } from '../lib/media';
import { diskMediaFiles } from '../lib/media-files';
import { runMediaCopy } from './media-copy';

describe('npm run media:copy', () => {
  let s3: TestS3Server;
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, ...s3.config });

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), 'souk-media-copy-'));
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function run(over: NodeJS.ProcessEnv = env()) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runMediaCopy({ env: over, out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const saveOnDisk = async (color: string) => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: color } })
      .png()
      .toBuffer();
    return (await mediaStoreOn(diskMediaFiles(path.join(dataDir, 'media'))).saveBuffer(png)).url;
  };

  it('copies the disk pictures into the bucket, byte for byte, then skips them on the next run', async () => {
    const urls = [await saveOnDisk('#c0392b'), await saveOnDisk('#27ae60')];
    // Not a picture the store wrote: left where it is.
    writeFileSync(path.join(dataDir, 'media', 'notes.txt'), 'hello');
    const names = urls.flatMap((url) => {
      const key = url.slice('/media/'.length, -'.webp'.length);
      return [`${key}-320.webp`, `${key}-640.webp`, `${key}.webp`];
    });

    const first = await run();
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toBe(
      `media:copy : 6 fichier(s) copié(s) de ${path.join(dataDir, 'media')} vers s3://${s3.bucket}, 0 déjà présent(s).`,
    );
    expect(await s3.keys()).toEqual([...names].sort());
    const disk = diskMediaFiles(path.join(dataDir, 'media'));
    for (const name of names) {
      const res = await fetch(`${s3.publicUrl}/${name}`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(await disk.read(name))).toBe(true);
    }

    expect((await run()).out).toMatch(/: 0 fichier\(s\) copié\(s\) .*, 6 déjà présent\(s\)\.$/);
    await saveOnDisk('#2980b9');
    expect((await run()).out).toMatch(/: 3 fichier\(s\) copié\(s\) .*, 6 déjà présent\(s\)\.$/);
    expect(await s3.keys()).toHaveLength(9);
  });

  it('fails with a clear message when no bucket is configured', async () => {
    const res = await run({ DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/^Erreur : aucun bucket configuré\. Définissez S3_ENDPOINT, S3_BUCKET/);
    const partial = await run({ DATA_DIR: dataDir, S3_BUCKET: 'souk-media' });
    expect(partial.code).toBe(1);
    expect(partial.err).toContain('S3_ENDPOINT: required with S3_BUCKET');
  });
});
