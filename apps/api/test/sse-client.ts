/**
 * A Server-Sent Events client for tests: opens a stream with fetch (as the web does, with headers)
 * and parses its events as they arrive.
 */

export interface SseEvent {
  event: string;
  data: unknown;
  id?: string;
}

/** Opens a stream with fetch (as the web does) and parses its events as they arrive. */
export async function openStream(base: string, prefix: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/${prefix}/commandesFlux`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(
            frame
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.event)
            events.push({ event: fields.event, data: JSON.parse(fields.data), id: fields.id });
          for (const w of waiters.splice(0)) w();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (pred: (e: SseEvent[]) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!pred(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return events;
  };
  if (res.status === 200) await waitFor((e) => e.some((x) => x.event === 'ready'));
  return {
    res,
    events,
    waitFor,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}
