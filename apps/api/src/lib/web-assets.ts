import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built web app's files, kept in memory with their precompressed variants (`.br`, `.gz`, written
 * by apps/web/vite-precompress.ts). Hashed files under `assets/` never change once written, so they
 * are read once; other files (index.html, favicon) are checked again by a `stat` at most every
 * `recheckMs` (production: 1 s; 0 = on every request), so a rebuild while the server runs is served
 * within that time. (A `stat` per request went through libuv's thread pool and took ~18 % of the CPU
 * of serving index.html: docs/benchmarks.md, static files.) Serving a Buffer skips the per-request directory
 * reads, `stat`s and file streams of @fastify/static (docs/benchmarks.md, static files: as fast as nginx).
 */
export interface WebFile {
  type: string;
  etag: string;
  lastModified: string;
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A relative path made of plain name segments only (no `..`, no dot files, no encoded bytes). */
const SAFE_PATH = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;
export const isSafeWebPath = (relative: string) => SAFE_PATH.test(relative);
/** Files above this size are not kept in memory (they are streamed by @fastify/static). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** The cache is emptied when it holds more (rebuilds leave old hashed files behind). */
const MAX_CACHE_BYTES = 128 * 1024 * 1024;

async function readOptional(file: string) {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Which of brotli and gzip an `Accept-Encoding` value accepts (`*` accepts both, `;q=0` refuses). */
function parseAcceptEncoding(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  const any = accepted.has('*');
  return { br: any || accepted.has('br'), gzip: any || accepted.has('gzip') };
}

/** Browsers send a handful of distinct values: each is parsed once (bounded, cleared when full). */
const acceptedEncodings = new Map<string, { br: boolean; gzip: boolean }>();

/** Picks the variant the client accepts: brotli, then gzip, then the file itself. */
export function pickEncoding(acceptEncoding: string | undefined, file: WebFile): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  let accepted = acceptedEncodings.get(acceptEncoding);
  if (!accepted) {
    accepted = parseAcceptEncoding(acceptEncoding);
    if (acceptedEncodings.size >= 64) acceptedEncodings.clear();
    acceptedEncodings.set(acceptEncoding, accepted);
  }
  if (file.br && accepted.br) return 'br';
  if (file.gz && accepted.gzip) return 'gzip';
  return undefined;
}

export interface WebAssetsOptions {
  /** How long a checked non-hashed file (index.html…) is served without a new `stat`, in ms. */
  recheckMs?: number;
  now?: () => number;
}

export function createWebAssets(root: string, { recheckMs = 0, now = Date.now }: WebAssetsOptions = {}) {
  const cache = new Map<string, { file: WebFile; mtimeMs: number; size: number; checkedAt: number }>();
  let cachedBytes = 0;

  async function load(relative: string, stats: { mtimeMs: number; size: number; mtime: Date }) {
    const full = path.join(root, relative);
    const [raw, br, gz] = await Promise.all([
      readFile(full),
      readOptional(`${full}.br`),
      readOptional(`${full}.gz`),
    ]);
    const file: WebFile = {
      type: TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
      lastModified: stats.mtime.toUTCString(),
      raw,
      br,
      gz,
    };
    const bytes = raw.length + (br?.length ?? 0) + (gz?.length ?? 0);
    if (cachedBytes + bytes > MAX_CACHE_BYTES) {
      cache.clear();
      cachedBytes = 0;
    }
    const previous = cache.get(relative);
    if (previous)
      cachedBytes -=
        previous.file.raw.length + (previous.file.br?.length ?? 0) + (previous.file.gz?.length ?? 0);
    cache.set(relative, { file, mtimeMs: stats.mtimeMs, size: stats.size, checkedAt: now() });
    cachedBytes += bytes;
    return file;
  }

  /**
   * The file at `relative` (e.g. `assets/index-abc.js`, `index.html`), or undefined when it is not
   * a regular file of the build, too large to keep, or not a safe path.
   */
  async function get(relative: string): Promise<WebFile | undefined> {
    if (!SAFE_PATH.test(relative)) return undefined;
    const hit = cache.get(relative);
    const immutable = relative.startsWith('assets/');
    if (hit && (immutable || now() - hit.checkedAt < recheckMs)) return hit.file;
    let stats: Awaited<ReturnType<typeof stat>>;
    try {
      stats = await stat(path.join(root, relative));
    } catch {
      return undefined;
    }
    if (!stats.isFile() || stats.size > MAX_FILE_BYTES) return undefined;
    if (hit && hit.mtimeMs === stats.mtimeMs && hit.size === stats.size) {
      hit.checkedAt = now();
      return hit.file;
    }
    return load(relative, stats);
  }

  return { get };
}
