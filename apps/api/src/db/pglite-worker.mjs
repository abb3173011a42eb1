// The embedded database's own thread (pglite-thread.ts): PGlite's PostgreSQL runs here, so that the
// API's thread parses HTTP, hydrates rows and writes replies while a statement executes.
// Plain JavaScript on purpose: a worker does not inherit the TypeScript loader of every runner
// (tsx, Vitest), and this file only forwards messages.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** @type {{ dataDir?: string, loadDataDir?: Uint8Array, settings?: string }} */
const options = workerData ?? {};

/** What a DatabaseError carries, as plain data (the other side rebuilds the error). */
function errorData(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { ...error, message: error.message, name: error.name, stack: error.stack };
  if (typeof error.length === 'number') data.length = error.length;
  return data;
}

let db;
try {
  db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
    extensions: { pg_trgm, unaccent },
  });
  if (options.settings) await db.exec(options.settings);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorData(error) });
}

const operations = {
  /**
   * Wire-protocol messages in, the server's reply bytes out. PGlite hands the reply over in pieces that
   * are views into its WebAssembly memory: each is copied (never clone that memory whole), then they
   * are joined into one buffer that is moved, not copied, to the other thread. Nothing is parsed here:
   * the other side does it (parsing here and cloning the parsed messages cost more than the parse).
   */
  async raw(message) {
    const pieces = [];
    let size = 0;
    await db.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (piece) => {
        pieces.push(piece.slice());
        size += piece.length;
      },
    });
    const reply = pieces.length === 1 ? pieces[0] : new Uint8Array(size);
    if (pieces.length !== 1) {
      let at = 0;
      for (const piece of pieces) {
        reply.set(piece, at);
        at += piece.length;
      }
    }
    return [reply, [reply.buffer]];
  },
  async dumpDataDir(compression) {
    const blob = await db.dumpDataDir(compression);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return [{ bytes, type: blob.type }, [bytes.buffer]];
  },
  async close() {
    await db.close();
    return [undefined];
  },
};

// The other side sends one message at a time (its mutexes wait for each reply), so operations never
// interleave; each reply carries the id of its request anyway.
parentPort.on('message', async ({ id, op, args }) => {
  try {
    const [result, transfer] = await operations[op](...args);
    parentPort.postMessage({ id, result }, transfer);
  } catch (error) {
    parentPort.postMessage({ id, error: errorData(error) });
  }
});
