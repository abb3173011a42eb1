/**
 * The real API (apps/api/src/server.ts) for bench/load.ts, forked with `--expose-gc`: over IPC,
 * `{cmd: 'mem'}` answers with the process's memory, the heap measured right after a full GC (so a
 * leak shows as a rising floor rather than as the sawtooth of normal allocation), and the
 * event-loop delay (p99, max) since the previous sample.
 */
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';

// Event-loop delay since the previous sample: tells a starved or blocked API process (long delays)
// from one waiting on the database (short delays, long replies).
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();

// Leak hunting: BENCH_HEAP_SNAPSHOTS=dir:3,18 writes a heap snapshot into dir after the 3rd and the
// 18th memory sample (one every 10 s), right after their full GC; compare them in Chrome DevTools.
const [snapshotDir, snapshotAt] = (process.env.BENCH_HEAP_SNAPSHOTS ?? '').split(':');
const snapshotSamples = new Set((snapshotAt ?? '').split(',').filter(Boolean).map(Number));
let samples = 0;

process.on('message', (message: { cmd: string }) => {
  if (message.cmd !== 'mem') return;
  samples++;
  const loopP99Ms = loopDelay.percentile(99) / 1e6;
  const loopMaxMs = loopDelay.max / 1e6;
  loopDelay.reset();
  const before = process.memoryUsage();
  const started = performance.now();
  (globalThis as { gc?: () => void }).gc?.();
  const gcMs = performance.now() - started;
  const after = process.memoryUsage();
  if (snapshotDir && snapshotSamples.has(samples)) {
    writeHeapSnapshot(path.join(snapshotDir, `heap-${samples}.heapsnapshot`));
  }
  process.send?.({
    cmd: 'mem',
    rss: before.rss,
    heapUsed: before.heapUsed,
    heapAfterGc: after.heapUsed,
    external: after.external,
    gcMs,
    loopP99Ms,
    loopMaxMs,
  });
});

await import('../apps/api/src/server');
