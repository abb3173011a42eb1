/**
 * PGlite has no autovacuum, so nothing ever gathers planner statistics there: a seeded embedded
 * database plans its queries blind (measured on the demo seed: the article page hydration 1 000–1 400 ms
 * before ANALYZE, 80–110 ms after; bench:pglite, docs/benchmarks.md goal 5). This does autovacuum's
 * ANALYZE part: the tables changed by more than 50 rows + 10 % since their last analysis (autovacuum's
 * default thresholds), and those never analysed (statistics lost with an unclean stop), are analysed,
 * checked soon after start and then every `intervalMs`.
 */
export interface AnalyzeClient {
  query<T>(text: string): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

/** The tables autovacuum would analyse now; analyses them and returns their names. */
export async function analyzeStaleTables(client: AnalyzeClient): Promise<string[]> {
  // The session's pending statistics are written when it next goes idle (at most once a second otherwise).
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
      where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)
         or (last_analyze is null and last_autoanalyze is null)`,
  );
  if (rows.length > 0) await client.exec(`analyze ${rows.map((r) => r.name).join(', ')}`);
  return rows.map((r) => r.name);
}

/** Runs analyzeStaleTables after `firstMs`, then every `intervalMs`; returns the stop function. */
export function scheduleAutoAnalyze(client: AnalyzeClient, intervalMs = 30_000, firstMs = 2_000): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await analyzeStaleTables(client);
    } catch {
      // Closing database, busy queue: the next tick tries again.
    }
    if (!stopped) timer = setTimeout(tick, intervalMs).unref();
  };
  timer = setTimeout(tick, firstMs).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
