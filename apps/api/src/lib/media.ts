import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type FieldErrorCode, renderFieldError } from '@souk/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import type { Config } from '../config';
import { validationError } from './http-errors';

/** Widths written for every image; the URL without a suffix is the largest. The web builds `srcset` from them. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 25_000_000;

/** The pictures' refusals name the field « image » whatever its key (`url_photo`, `url_logo`…). */
const imageCode = (code: 'image_invalid' | 'image_too_large' | 'image_too_many_pixels'): FieldErrorCode => ({
  code,
  params: { attribute: 'url_image' },
});

export const IMAGE_MESSAGE = renderFieldError(imageCode('image_invalid'));

/** A refused picture under the field's key, with its code (decision 0041). */
export function imageError(
  field: string,
  code: 'image_invalid' | 'image_too_large' | 'image_too_many_pixels' = 'image_invalid',
) {
  const coded = imageCode(code);
  return validationError({ [field]: [renderFieldError(coded)] }, undefined, { [field]: [coded] });
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface MediaStore {
  /** Validates a data URL (or raw bytes), re-encodes it to WebP and returns its public URL. */
  saveDataUrl(dataUrl: string, field?: string): Promise<StoredImage>;
  saveBuffer(input: Buffer, field?: string): Promise<StoredImage>;
  remove(url: string | null | undefined): Promise<void>;
  /**
   * Every stored picture, one entry per URL (whatever its widths), with the time its newest file was
   * written: the media sweep (modules/content/media-sweep.service.ts) compares them with the rows.
   */
  listStored(): Promise<StoredFile[]>;
  registerRoutes(app: FastifyInstance): Promise<void>;
}

export interface StoredFile {
  url: string;
  modifiedAt: Date;
}

type Kind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The type is decided by the bytes, never by the data URL's label or a file name. */
export function sniffImage(buf: Buffer): Kind | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.toString('ascii', 0, 6) === 'GIF87a' || buf.toString('ascii', 0, 6) === 'GIF89a') return 'gif';
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,/i;

export function decodeDataUrl(dataUrl: string, field = 'url_image'): Buffer {
  const head = DATA_URL.exec(dataUrl.slice(0, 200));
  if (!head) throw imageError(field);
  const b64 = dataUrl.slice(head[0].length).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw imageError(field);
  if ((b64.length * 3) / 4 > MAX_IMAGE_BYTES) {
    throw imageError(field, 'image_too_large');
  }
  return Buffer.from(b64, 'base64');
}

/** Re-encodes (which also strips every metadata block) into WebP at each width, never enlarging. */
export async function encodeImage(input: Buffer, field = 'url_image') {
  if (input.length > MAX_IMAGE_BYTES) throw imageError(field, 'image_too_large');
  if (!sniffImage(input)) throw imageError(field);
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' as const, animated: false };
  let meta: Metadata;
  try {
    // The header is read first: a pixel bomb is refused here, before anything is decoded. No pixel
    // limit for this read (it decodes nothing), so that the check below names the real reason.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw imageError(field);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw imageError(field, 'image_too_many_pixels');
  }
  try {
    const variants = await Promise.all(
      MEDIA_WIDTHS.map(async (width) => {
        const { data, info } = await sharp(input, options)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, data, info };
      }),
    );
    return { variants, width: meta.width, height: meta.height };
  } catch {
    throw imageError(field);
  }
}

/** A stored file's name: `yyyy/mm/<uuid>.webp` (largest width) or `yyyy/mm/<uuid>-<width>.webp`. */
const STORED_NAME = /^(\d{4}\/\d{2}\/[0-9a-f-]{36})(?:-\d+)?\.webp$/;

export function createMediaStore(config: Config): MediaStore {
  const root = path.join(config.DATA_DIR, 'media');
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
  const fileName = (key: string, width: number) =>
    width === largest ? `${key}.webp` : `${key}-${width}.webp`;
  const removeKey = (key: string) =>
    Promise.all(MEDIA_WIDTHS.map((w) => rm(path.join(root, fileName(key, w)), { force: true })));

  async function saveBuffer(input: Buffer, field = 'url_image'): Promise<StoredImage> {
    const { variants, width, height } = await encodeImage(input, field);
    const now = new Date();
    const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const key = `${dir}/${randomUUID()}`;
    await mkdir(path.join(root, dir), { recursive: true });
    let bytes = 0;
    try {
      for (const v of variants) {
        await writeFile(path.join(root, fileName(key, v.width)), v.data);
        if (v.width === largest) bytes = v.data.length;
      }
    } catch (error) {
      // A write that fails half-way (disk full) leaves no width behind.
      await removeKey(key).catch(() => undefined);
      throw error;
    }
    return { url: `/media/${key}.webp`, width, height, bytes };
  }

  return {
    saveBuffer,
    saveDataUrl: (dataUrl, field = 'url_image') => saveBuffer(decodeDataUrl(dataUrl, field), field),
    async remove(url) {
      const m = url ? /^\/media\/(\d{4}\/\d{2}\/[0-9a-f-]{36})\.webp$/.exec(url) : null;
      if (!m) return;
      await removeKey(m[1]);
    },
    async listStored() {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const newest = new Map<string, number>();
      for (const name of names) {
        const m = STORED_NAME.exec(name.split(path.sep).join('/'));
        if (!m) continue;
        // A file removed meanwhile (a replacement's cleanup) is simply no longer listed.
        const info = await stat(path.join(root, name)).catch(() => null);
        if (!info) continue;
        newest.set(m[1], Math.max(newest.get(m[1]) ?? 0, info.mtimeMs));
      }
      return [...newest].map(([key, ms]) => ({ url: `/media/${key}.webp`, modifiedAt: new Date(ms) }));
    },
    async registerRoutes(app) {
      await mkdir(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        // Names are random and never rewritten: cache forever.
        setHeaders: (reply) => {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('x-content-type-options', 'nosniff');
        },
      });
    },
  };
}
