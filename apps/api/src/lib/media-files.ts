import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { MediaBucket } from '../config';

/**
 * Where the media store's files live (decision 0047): the local disk (DATA_DIR/media) or an
 * S3-compatible bucket. Only `lib/media.ts` (and the `media:copy` command) use it: the rest of the
 * app goes through its `MediaStore`. A name is a file's path under the media root
 * (`2026/05/<uuid>-320.webp`), the same on both.
 */
export interface MediaFiles {
  /** For logs and the `media:copy` summary: the directory, or `s3://bucket`. */
  readonly where: string;
  write(name: string, data: Buffer): Promise<void>;
  read(name: string): Promise<Buffer>;
  /** Names that are not there are no error. */
  remove(names: string[]): Promise<void>;
  /** Every file, with the time it was written. */
  list(): Promise<{ name: string; modifiedAt: Date }[]>;
  /** Serves the files at `/media/*`. */
  registerRoutes(app: FastifyInstance): Promise<void>;
}

/** A stored file never changes under its (random) name: every cache may keep it forever. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_CONTENT_TYPE = 'image/webp';

export function diskMediaFiles(root: string): MediaFiles {
  return {
    where: root,
    async write(name, data) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), data);
    },
    read: (name) => readFile(path.join(root, name)),
    async remove(names) {
      await Promise.all(names.map((name) => rm(path.join(root, name), { force: true })));
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files: { name: string; modifiedAt: Date }[] = [];
      for (const name of names) {
        // A file removed meanwhile (a replacement's cleanup) is simply no longer listed.
        const info = await stat(path.join(root, name)).catch(() => null);
        if (info?.isFile()) files.push({ name: name.split(path.sep).join('/'), modifiedAt: info.mtime });
      }
      return files;
    },
    async registerRoutes(app) {
      await mkdir(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        setHeaders: (reply) => {
          reply.header('cache-control', MEDIA_CACHE_CONTROL);
          reply.header('x-content-type-options', 'nosniff');
        },
      });
    },
  };
}

/**
 * A name the media store writes: `yyyy/mm/<uuid>.webp` (largest width) or `yyyy/mm/<uuid>-<width>.webp`;
 * group 1 is the picture's key. Anything else asked of the bucket is a 404 without a request.
 */
export const STORED_NAME = /^(\d{4}\/\d{2}\/[0-9a-f-]{36})(?:-\d+)?\.webp$/;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

export function createS3Client(bucket: MediaBucket): S3Client {
  return new S3Client({
    endpoint: bucket.endpoint,
    region: bucket.region,
    credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
    // Path-style (`endpoint/bucket/key`): the one addressing every S3-compatible server answers
    // without DNS set up per bucket (MinIO, Garage, R2, s3rver); AWS answers it too.
    forcePathStyle: true,
    // Checksums only where the S3 API requires them (DeleteObjects): several S3-compatible servers
    // refuse the newer default ones (decision 0047).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3MediaFiles(bucket: MediaBucket, client = createS3Client(bucket)): MediaFiles {
  const Bucket = bucket.bucket;
  return {
    where: `s3://${Bucket}`,
    async write(name, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          // Kept with the object: a public URL (S3_PUBLIC_URL) serves the same headers as the API.
          ContentType: MEDIA_CONTENT_TYPE,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async read(name) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
      return Buffer.from(
        await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    },
    async remove(names) {
      // DeleteObjects takes up to 1000 keys; a media picture has three.
      for (let i = 0; i < names.length; i += 1000) {
        const Objects = names.slice(i, i + 1000).map((Key) => ({ Key }));
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0)
          throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
      }
    },
    async list() {
      const files: { name: string; modifiedAt: Date }[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            files.push({ name: object.Key, modifiedAt: object.LastModified });
        }
      }
      return files;
    },
    async registerRoutes(app) {
      // The route @fastify/static declares for the disk: same path, same headers, same 404.
      app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
        const name = (request.params as { '*': string })['*'];
        if (!STORED_NAME.test(name)) return reply.callNotFound();
        const ifNoneMatch = request.headers['if-none-match'];
        try {
          const object = await client.send(
            new GetObjectCommand({ Bucket, Key: name, IfNoneMatch: ifNoneMatch }),
          );
          reply
            .header('content-type', MEDIA_CONTENT_TYPE)
            .header('cache-control', MEDIA_CACHE_CONTROL)
            .header('x-content-type-options', 'nosniff');
          if (object.ETag) reply.header('etag', object.ETag);
          if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString());
          if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
          return reply.send(object.Body as Readable);
        } catch (error) {
          const status = statusOf(error);
          if (status === 304) return reply.code(304).header('cache-control', MEDIA_CACHE_CONTROL).send();
          if (status === 404) return reply.callNotFound();
          throw error;
        }
      });
    },
  };
}

/**
 * Copies every stored picture file of `from` that `to` does not have yet (`npm run media:copy`:
 * the local disk into the bucket). Idempotent: a second run copies nothing.
 */
export async function copyMediaFiles(
  from: MediaFiles,
  to: MediaFiles,
  concurrency = 4,
): Promise<{ copied: number; present: number }> {
  const there = new Set((await to.list()).map((f) => f.name));
  const names = (await from.list()).map((f) => f.name).filter((name) => STORED_NAME.test(name));
  const missing = names.filter((name) => !there.has(name));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const name = missing[next++];
      await to.write(name, await from.read(name));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return { copied: missing.length, present: names.length - missing.length };
}
