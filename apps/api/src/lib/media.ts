import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type FieldErrorCode, renderFieldError } from '@souk/domain/error-codes';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { type Config, mediaBucket } from '../config';
import { validationError } from './http-errors';
import { diskMediaFiles, type MediaFiles, STORED_NAME, s3MediaFiles } from './media-files';

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
  /** Where the files are, for the start line: the media directory, or `s3://<bucket>`. */
  readonly where: string;
  /** Validates a data URL (or raw bytes), re-encodes it to WebP and returns its public URL. */
  saveDataUrl(dataUrl: string, field?: string): Promise<StoredImage>;
  saveBuffer(input: Buffer, field?: string): Promise<StoredImage>;
  /** Removes every width of the picture a URL names (either form); other URLs are ignored. */
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

/** A picture's key (`yyyy/mm/<uuid>`) in the tail of its URL. */
const KEY_URL = /^(\d{4}\/\d{2}\/[0-9a-f-]{36})\.webp$/;
/**
 * The length of that tail, `yyyy/mm/<uuid>.webp`: whatever comes before it (`/media/`, an
 * S3_PUBLIC_URL, even one since changed), URLs that end alike name the same picture. Whether a
 * picture is still shown is asked with it (modules/content/media-references.repository.ts).
 */
export const PICTURE_NAME_LENGTH = 'yyyy/mm/'.length + 36 + '.webp'.length;
/** What the API serves the files under, whatever the backend. */
const API_PREFIX = '/media/';

/**
 * The media store of this configuration: files in the S3 bucket when S3_* is set, else on the local
 * disk under DATA_DIR/media (decision 0047).
 */
export function createMediaStore(config: Config): MediaStore {
  const bucket = mediaBucket(config);
  return bucket
    ? mediaStoreOn(s3MediaFiles(bucket), bucket.publicUrl)
    : mediaStoreOn(diskMediaFiles(localMediaDir(config)));
}

/** The media directory of the local disk backend (the source of `npm run media:copy`). */
export const localMediaDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'media');

/**
 * A picture's URL is `/media/<key>.webp` (served by the API from either backend) or, when the bucket
 * has a public URL, `<S3_PUBLIC_URL>/<key>.webp`. Rows written before the public URL was set keep
 * their `/media/` URL: both name the same files.
 */
export function mediaStoreOn(files: MediaFiles, publicUrl?: string): MediaStore {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
  const fileName = (key: string, width: number) =>
    width === largest ? `${key}.webp` : `${key}-${width}.webp`;
  const removeKey = (key: string) => files.remove(MEDIA_WIDTHS.map((w) => fileName(key, w)));
  const prefixes = publicUrl ? [API_PREFIX, `${publicUrl}/`] : [API_PREFIX];
  const urlOf = (key: string) => `${prefixes[prefixes.length - 1]}${key}.webp`;
  const keyOf = (url: string | null | undefined) => {
    if (!url) return null;
    const prefix = prefixes.find((p) => url.startsWith(p));
    return prefix ? (KEY_URL.exec(url.slice(prefix.length))?.[1] ?? null) : null;
  };

  async function saveBuffer(input: Buffer, field = 'url_image'): Promise<StoredImage> {
    const { variants, width, height } = await encodeImage(input, field);
    const now = new Date();
    const dir = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const key = `${dir}/${randomUUID()}`;
    let bytes = 0;
    try {
      for (const v of variants) {
        await files.write(fileName(key, v.width), v.data);
        if (v.width === largest) bytes = v.data.length;
      }
    } catch (error) {
      // A write that fails half-way (disk full, bucket unreachable) leaves no width behind.
      await removeKey(key).catch(() => undefined);
      throw error;
    }
    return { url: urlOf(key), width, height, bytes };
  }

  return {
    where: files.where,
    saveBuffer,
    saveDataUrl: (dataUrl, field = 'url_image') => saveBuffer(decodeDataUrl(dataUrl, field), field),
    async remove(url) {
      const key = keyOf(url);
      if (key) await removeKey(key);
    },
    async listStored() {
      const newest = new Map<string, number>();
      for (const file of await files.list()) {
        const m = STORED_NAME.exec(file.name);
        if (!m) continue;
        newest.set(m[1], Math.max(newest.get(m[1]) ?? 0, file.modifiedAt.getTime()));
      }
      return [...newest].map(([key, ms]) => ({ url: urlOf(key), modifiedAt: new Date(ms) }));
    },
    registerRoutes: (app) => files.registerRoutes(app),
  };
}
