/**
 * Values kept with the version of the data they were built from (decision 0022): a value is given
 * back only for the version it was built at, so whoever asks must first read the current version
 * (cheaply) from the database, the source of truth. Nothing expires by time; a stale entry is simply
 * never matched again and is replaced on the next build. At most `maxEntries` are kept, the oldest
 * going first.
 */
export function createVersionedCache<T>(maxEntries = 2_000) {
  const entries = new Map<string, { version: string; value: T }>();
  return {
    has: (key: string) => entries.has(key),
    /** The value kept for `key` if it was built at `version`. */
    get(key: string, version: string | undefined): T | undefined {
      const entry = entries.get(key);
      return entry && version !== undefined && entry.version === version ? entry.value : undefined;
    },
    set(key: string, version: string, value: T) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version, value });
    },
    delete: (key: string) => entries.delete(key),
    size: () => entries.size,
  };
}

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;
