import type { Compilable } from 'kysely';

/**
 * Results remembered by key until data changes: a read that began before a change never stores its
 * older result afterwards (the generation it began in must still be current), and an entry lives at
 * most `ttlMs`, which bounds how late this instance sees a change written through another instance.
 * The read-cache plugin empties every cache of an app on each accepted write.
 */
export class ReadCache<Value> {
  #entries = new Map<string, { value: Value; expires: number }>();
  /** Reads under way, shared by every caller asking the same key meanwhile (no stampede at expiry). */
  #pending = new Map<string, Promise<Value>>();
  #generation = 0;

  readonly #ttlMs: number;
  readonly #maxEntries: number;

  /** `maxEntries`: distinct keys kept at most; past it the oldest goes first (keys hold visitor text). */
  constructor(ttlMs: number, maxEntries = 2_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** Pass to `set` what this returned before the read started. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: Value, startedIn: number): void {
    if (startedIn !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries)
      this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { value, expires: Date.now() + this.#ttlMs });
  }

  /** Data changed: forget everything and refuse results of reads already under way. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * `run`'s result for `key`, from memory while an earlier read of it is still current; callers asking
   * while it runs share that one read.
   */
  remember(key: string, run: () => Promise<Value>): Promise<Value> {
    const known = this.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const startedIn = this.#generation;
    const read = run()
      .then((value) => {
        this.set(key, value, startedIn);
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key) === read) this.#pending.delete(key);
      });
    this.#pending.set(key, read);
    return read;
  }
}

/** The cache of aggregates (list totals, finance sums) of the app that owns the connection pool. */
const aggregateCaches = new WeakMap<object, ReadCache<unknown>>();

export function registerAggregateCache(db: object, cache: ReadCache<unknown> | undefined): void {
  if (cache) aggregateCaches.set(db, cache);
  else aggregateCaches.delete(db);
}

/** The aggregate cache of `db`'s app; undefined when the read cache is off (then every read runs). */
function aggregateCacheOf(db: object): ReadCache<unknown> | undefined {
  return aggregateCaches.get(db);
}

/** A statement's cache key: its SQL and its parameters. */
function statementKey(statement: Compilable): string {
  const { sql, parameters } = statement.compile();
  return `${sql}\u0000${JSON.stringify(parameters)}`;
}

/** The result of an aggregate statement on `db`, from memory while no write happened since it ran. */
export async function cachedAggregate<Result>(
  db: object,
  statement: Compilable,
  run: () => Promise<Result>,
): Promise<Result> {
  const cache = aggregateCacheOf(db);
  if (!cache) return run();
  return (await cache.remember(statementKey(statement), run)) as Result;
}
