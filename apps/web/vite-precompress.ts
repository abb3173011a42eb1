import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing (source maps are not served to browsers: left alone). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) next to every text file of the build, once,
 * so that the API's static server (@fastify/static `preCompressed`) and nginx (`gzip_static`,
 * `brotli_static`) send them without compressing per request. A variant is only written when it
 * is smaller than the file; files under `threshold` bytes are skipped.
 */
export function precompress({ threshold = 512 } = {}): Plugin {
  return {
    name: 'souk-precompress',
    // Not the server's render module (dist-ssr): it is imported by the API, never sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    writeBundle(options) {
      if (options.dir) precompressDir(options.dir, threshold);
    },
  };
}

export function precompressDir(dir: string, threshold = 512) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') precompressDir(file, threshold);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < threshold) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  }
}
