import type { Compilable } from 'kysely';

/** When a read began: the data generation then, and the time (its answer's age counts from here). */
export interface ReadTicket {
  generation: number;
  startedAt: number;
}

/**
 * Results remembered by key until data changes: a read that began before a change never stores its
 * older result afterwards (the generation it began in must still be current), and an entry lives at
 * most `ttlMs` counted from when its read began, which bounds how late this instance sees a change
 * written through another instance: a write that committed at time t is seen by every read here from
 * t + ttlMs on. The read-cache plugin empties every cache of an app on each accepted write.
 */
export class ReadCache<Value> {
  #entries = new Map<string, { value: Value; expires: number }>();
  /** Reads under way, shared by every caller asking the same key meanwhile (no stampede at expiry). */
  #pending = new Map<string, { read: Promise<Value>; startedAt: number }>();
  #generation = 0;

  readonly #ttlMs: number;
  readonly #maxEntries: number;

  /** `maxEntries`: distinct keys kept at most; past it the oldest goes first (keys hold visitor text). */
  constructor(ttlMs: number, maxEntries = 2_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** Call before a read starts; pass the ticket to `set` with its result. */
  begin(): ReadTicket {
    return { generation: this.#generation, startedAt: Date.now() };
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.expires > Date.now() ? entry.value : undefined;
  }

  set(key: string, value: Value, ticket: ReadTicket): void {
    if (ticket.generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries)
      this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { value, expires: ticket.startedAt + this.#ttlMs });
  }

  /** Data changed: forget everything and refuse results of reads already under way. */
  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * `run`'s result for `key`, from memory while an earlier read of it is still current; callers asking
   * while it runs share that one read, unless it began longer than `ttlMs` ago.
   */
  remember(key: string, run: () => Promise<Value>): Promise<Value> {
    const known = this.get(key);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.#pending.get(key);
    if (pending && pending.startedAt + this.#ttlMs > Date.now()) return pending.read;
    const ticket = this.begin();
    const read = run()
      .then((value) => {
        this.set(key, value, ticket);
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key)?.read === read) this.#pending.delete(key);
      });
    this.#pending.set(key, { read, startedAt: ticket.startedAt });
    return read;
  }
}

/**
 * The app's cache of aggregates (list totals, finance sums), as `app.aggregates` gives it to the reads
 * that use it; null when the read cache is off (then every read runs).
 */
export type AggregateCache = ReadCache<unknown> | null;

/** A statement's cache key: its SQL and its parameters. */
function statementKey(statement: Compilable): string {
  const { sql, parameters } = statement.compile();
  return `${sql}\u0000${JSON.stringify(parameters)}`;
}

/** The result of an aggregate statement, from `cache` while no write happened since it ran. */
export async function cachedAggregate<Result>(
  cache: AggregateCache,
  statement: Compilable,
  run: () => Promise<Result>,
): Promise<Result> {
  if (!cache) return run();
  return (await cache.remember(statementKey(statement), run)) as Result;
}
