// A read kept in memory under a key, for answers many requests ask and few
// changes touch (the profile list's first pages, a consultant's booked slots).
//
// It stays exact as long as its owner calls drop(key) or dropAll() once every
// change to what an entry holds has committed: a fill that was reading while
// such a drop came (it may have read the rows before the change) is answered to
// the requests that joined it but never kept, and no request after the drop
// joins it. An entry is also read again after maxAgeMs whatever happens (a
// change no drop reaches: a process told nothing, SQL run by hand), and after
// the instant its fill said it holds until (an answer that changes by time
// alone). The least recently asked entries go first beyond maxEntries, so odd
// keys cannot grow the memory.
import type { Clock } from './clock';

/** How a key's change (an account's, a consultant's holds) reaches the other server processes, and how theirs arrive here. */
export interface KeyChangeFanOut {
  announce(key: string): void;
  onAnnounced(handler: (key: string) => void): void;
}

/** How a change to everything kept (the profile list) reaches the other server processes, and how theirs arrive here. */
export interface ChangeFanOut {
  announce(): void;
  onAnnounced(handler: () => void): void;
}

export interface ReadFill<V> {
  value: V;
  /** The value holds until this instant, or for as long as nothing changes (null). */
  until: Date | null;
}

export interface ReadCache<V> {
  /** The value under key, from memory while fresh, else from `fill` (which concurrent misses of the key share). */
  get(key: string, fill: (now: Date) => Promise<ReadFill<V>>): Promise<V>;
  /** What key holds changed (call once the change has committed). */
  drop(key: string): void;
  /** What every key holds may have changed. */
  dropAll(): void;
}

interface Entry<V> {
  value: V;
  readAt: number;
  until: number;
}

interface Pending<V> {
  overtaken: boolean;
  filled: Promise<V>;
}

export function createReadCache<V>({ clock, maxAgeMs, maxEntries }: { clock: Clock; maxAgeMs: number; maxEntries: number }): ReadCache<V> {
  // In order of last use (a Map iterates in insertion order): the first is the one to evict.
  const entries = new Map<string, Entry<V>>();
  const inFlight = new Map<string, Pending<V>>();

  function keep(key: string, entry: Entry<V>) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function overtake(key: string) {
    const pending = inFlight.get(key);
    if (!pending) return;
    pending.overtaken = true;
    inFlight.delete(key);
  }

  async function refill(key: string, pending: Pending<V>, fill: (now: Date) => Promise<ReadFill<V>>, now: Date): Promise<V> {
    const { value, until } = await fill(now);
    if (!pending.overtaken) keep(key, { value, readAt: now.getTime(), until: until?.getTime() ?? Number.POSITIVE_INFINITY });
    return value;
  }

  return {
    async get(key, fill) {
      const now = clock.now();
      const at = now.getTime();
      const entry = entries.get(key);
      // A clock set back (tests move theirs) makes the entry stale too, never fresh for longer.
      if (entry && at >= entry.readAt && at - entry.readAt < maxAgeMs && at < entry.until) {
        keep(key, entry);
        return entry.value;
      }
      const joined = inFlight.get(key);
      if (joined) return joined.filled;
      const pending = { overtaken: false } as Pending<V>;
      inFlight.set(key, pending);
      pending.filled = refill(key, pending, fill, now);
      try {
        return await pending.filled;
      } finally {
        if (inFlight.get(key) === pending) inFlight.delete(key);
      }
    },
    drop(key) {
      entries.delete(key);
      overtake(key);
    },
    dropAll() {
      entries.clear();
      for (const key of [...inFlight.keys()]) overtake(key);
    },
  };
}
