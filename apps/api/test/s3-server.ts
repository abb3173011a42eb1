import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../src/config';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The S3_* settings of a configuration that stores media in this server's bucket. */
  config: Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;
  /** The bucket's anonymous URL (path-style), for S3_PUBLIC_URL. */
  publicUrl: string;
  /** Every key in the bucket, read anonymously over HTTP (not through the app's S3 client). */
  keys(): Promise<string[]>;
  /** Deletes every object (between tests). */
  empty(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) in this process, on a free port, its objects in a temporary
 * directory, with one empty bucket: the media tests need no outside service (decision 0047).
 * `keptIn`: the objects' directory instead, kept by close() (`npm run cluster`'s bucket outlives it,
 * as its database does).
 */
export async function startS3Server(bucket = 'souk-media', keptIn?: string): Promise<TestS3Server> {
  const directory = keptIn ?? mkdtempSync(path.join(tmpdir(), 'souk-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const keys = async () => {
    const res = await fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1000`);
    if (!res.ok) throw new Error(`listing the bucket: ${res.status}`);
    return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort();
  };
  return {
    endpoint,
    bucket,
    // The credentials s3rver documents (it does not refuse other ones: signing is not tested here).
    config: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    publicUrl: `${endpoint}/${bucket}`,
    keys,
    async empty() {
      for (const key of await keys()) await fetch(`${endpoint}/${bucket}/${key}`, { method: 'DELETE' });
    },
    async close() {
      await server.close();
      if (!keptIn) rmSync(directory, { recursive: true, force: true });
    },
  };
}
