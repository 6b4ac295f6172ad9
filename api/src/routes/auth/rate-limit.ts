import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import type { ThrottleKeys } from './throttle-keys.ts';

/**
 * The sign-in throttle: failures counted in the database (every API instance shares them) under the
 * keys of throttle-keys.ts. Past its free failures a key makes each further attempt wait 2^(n − free)
 * seconds after its latest failure, at most 15 minutes; an attempt inside the wait is refused (429)
 * without the password being checked, and is not counted. Nothing is ever locked outright.
 *
 * The per-account key holds back only addresses that have themselves failed for that account, so a
 * stranger's failures never keep the owner (the right password, from an address without failures) out.
 * A guesser spread over many fresh addresses thus still gets one guess per address: the residual risk
 * a second sign-in factor is meant to cover.
 *
 * An attempt that passes is counted as a failure at once, in the transaction that checked it, so a
 * burst of parallel guesses cannot all pass before the first one is counted. A success takes it back,
 * together with the earlier failures of that account from that address (the owner's own typing
 * mistakes, now that the owner is known to be there), from every key.
 */
export const FREE_FAILURES = { address: 20, accountAddress: 5, account: 5 } as const;
export const MAX_WAIT_SECONDS = 15 * 60;
/** A key whose latest failure is older than this starts again from nothing. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

type KeyKind = keyof ThrottleKeys;

export interface Delay {
  kunci: KeyKind;
  jumlah: number;
  tunggu_detik: number;
}

export type Claim =
  | { allowed: false; waitSeconds: number }
  | {
      allowed: true;
      /** When the attempt was counted, and each key's latest failure before it (to take it back). */
      at: string;
      previous: Map<string, string>;
      /** The failures of this account from this address, this attempt included. */
      ownFailures: number;
      /** The delays the next attempt meets should this one fail (a failure makes them apply). */
      delaysIfFailed: Delay[];
    };

/** The wait in seconds that `count` failures impose after the latest one. */
export function delaySeconds(kind: KeyKind, count: number): number {
  const past = count - FREE_FAILURES[kind];
  return past < 0 ? 0 : Math.min(2 ** past, MAX_WAIT_SECONDS);
}

function kindsOf(keys: ThrottleKeys, addressWide: boolean): [KeyKind, string][] {
  const kinds: KeyKind[] = addressWide
    ? ['account', 'accountAddress', 'address']
    : ['account', 'accountAddress'];
  return kinds.map((kind) => [kind, keys[kind]]);
}

interface Row {
  kunci: string;
  jumlah: number;
  terakhir: string;
  lalu_us: number | string;
  sekarang: string;
}

const DEADLOCK = 1213;
const LOCK_WAIT_TIMEOUT = 1205;

async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const errno = (error as { errno?: number }).errno;
      if (attempt >= 3 || (errno !== DEADLOCK && errno !== LOCK_WAIT_TIMEOUT)) throw error;
    }
  }
}

/**
 * Checks the keys and, when no wait applies, counts the attempt. `addressWide: false` for a check of
 * one account's password by its own session (a password change): the account is fixed there, so the
 * address's count over every username neither applies nor grows.
 */
export function claimAttempt(db: Db, keys: ThrottleKeys, { addressWide = true } = {}): Promise<Claim> {
  const kinds = kindsOf(keys, addressWide);
  const names = kinds.map(([, key]) => key);
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      // The rows must exist to be locked: two first attempts locking a missing key would deadlock.
      // The keys are always taken in the same order, so two attempts never wait on each other in a circle.
      await sql`
        INSERT INTO login_failure (kunci, jumlah, mulai, terakhir)
        VALUES ${sql.join(names.map((key) => sql`(${key}, 0, NOW(3), NOW(3))`))}
        ON DUPLICATE KEY UPDATE kunci = kunci
      `.execute(trx);
      const { rows } = await sql<Row>`
        SELECT kunci, jumlah, terakhir, TIMESTAMPDIFF(MICROSECOND, terakhir, NOW(3)) AS lalu_us, NOW(3) AS sekarang
        FROM login_failure WHERE kunci IN (${sql.join(names)}) FOR UPDATE
      `.execute(trx);
      const byKey = new Map(rows.map((row) => [row.kunci, row]));
      const count = (key: string) => {
        const row = byKey.get(key);
        return row && Number(row.lalu_us) / 1000 < FORGET_AFTER_MS ? row.jumlah : 0;
      };
      const waitMs = (kind: KeyKind, key: string) =>
        Math.max(0, delaySeconds(kind, count(key)) * 1000 - Number(byKey.get(key)?.lalu_us ?? 0) / 1000);
      const failedHere = count(keys.accountAddress) > 0;
      const wait = Math.max(
        ...kinds.filter(([kind]) => kind !== 'account' || failedHere).map(([kind, key]) => waitMs(kind, key)),
      );
      if (wait > 0) return { allowed: false, waitSeconds: Math.ceil(wait / 1000) };

      const at = rows[0].sekarang;
      // MariaDB assigns left to right: `mulai` and `jumlah` read the old `terakhir` before it changes.
      await sql`
        UPDATE login_failure SET
          mulai = IF(jumlah = 0 OR terakhir < ${at} - INTERVAL 1 DAY, ${at}, mulai),
          jumlah = IF(jumlah = 0 OR terakhir < ${at} - INTERVAL 1 DAY, 1, jumlah + 1),
          terakhir = ${at}
        WHERE kunci IN (${sql.join(names)})
      `.execute(trx);
      const delaysIfFailed = kinds
        .map(([kind, key]) => ({
          kunci: kind,
          jumlah: count(key) + 1,
          tunggu_detik: delaySeconds(kind, count(key) + 1),
        }))
        .filter((delay) => delay.tunggu_detik > 0);
      return {
        allowed: true,
        at,
        previous: new Map(rows.map((row) => [row.kunci, row.terakhir])),
        ownFailures: count(keys.accountAddress) + 1,
        delaysIfFailed,
      };
    }),
  );
}

/**
 * The attempt succeeded: the failures of this account from this address, its own provisional one
 * included, are taken back from every key. Others' failures stay counted, and the keys keep the time
 * of their latest failure, unless one came in meanwhile.
 */
export async function settleSuccess(
  db: Db,
  keys: ThrottleKeys,
  claim: Extract<Claim, { allowed: true }>,
  { addressWide = true } = {},
): Promise<void> {
  await db.deleteFrom('login_failure').where('kunci', '=', keys.accountAddress).execute();
  for (const [kind, key] of kindsOf(keys, addressWide)) {
    if (kind === 'accountAddress') continue;
    const previous = claim.previous.get(key) ?? claim.at;
    // `jumlah` is unsigned: compared before subtracting, never taken below 0.
    await sql`
      UPDATE login_failure SET
        terakhir = IF(terakhir = ${claim.at}, ${previous}, terakhir),
        jumlah = IF(jumlah > ${claim.ownFailures}, jumlah - ${claim.ownFailures}, 0)
      WHERE kunci = ${key}
    `.execute(db);
  }
}

/** Keys quiet for a day count nothing any more and only take space. */
export async function pruneOldFailures(db: Db): Promise<void> {
  await db.deleteFrom('login_failure').where('terakhir', '<', sql<string>`NOW(3) - INTERVAL 1 DAY`).execute();
}
