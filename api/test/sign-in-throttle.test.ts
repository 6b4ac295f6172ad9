import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyDatabase, testApp } from './support/app.ts';
import { createUser, login, TEST_PASSWORD } from './support/users.ts';

// The sign-in throttle: keyed on the username as the database compares it, growing delays per
// address, per account from an address and per account, and never a lock that strangers can impose
// on an owner who has the right password.

const { app, db, close } = await testApp();
beforeEach(() => emptyDatabase(db));
afterAll(close);

const tooMany = (wait: string) => `Terlalu banyak percobaan masuk. Coba lagi dalam ${wait}.`;

/** The wait runs from a key's latest failure: as if every one had just happened, however slow this machine is. */
const justNow = () => db.updateTable('login_failure').set({ terakhir: sql<string>`NOW(3)` }).execute();
/** As if `seconds` had passed since every key's latest failure. */
const later = (seconds: number) =>
  db
    .updateTable('login_failure')
    .set({ terakhir: sql<string>`terakhir - INTERVAL ${sql.lit(seconds)} SECOND` })
    .execute();

let lastAddress = 0;
/** A fresh documentation-range address per use, so no two runs share an address counter. */
const freshAddress = () => `198.51.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

// Spellings the user table's collation (utf8mb4_unicode_ci, PAD SPACE) takes as the same name: case,
// accents, fullwidth forms, ignorable zero-width characters inside and spaces after.
const LETTERS: Record<string, string[]> = {
  a: ['a', 'A', 'á', 'Á', 'à', 'â', 'ä', 'ã', 'å', 'ａ', 'Ａ'],
  b: ['b', 'B', 'ｂ', 'Ｂ'],
  d: ['d', 'D', 'ｄ', 'Ｄ'],
  e: ['e', 'E', 'é', 'È', 'ê', 'ë', 'ｅ', 'Ｅ'],
  g: ['g', 'G', 'ğ', 'ｇ', 'Ｇ'],
  i: ['i', 'I', 'í', 'Ì', 'î', 'ï', 'İ', 'ｉ', 'Ｉ'],
  l: ['l', 'L', 'ｌ', 'Ｌ'],
  m: ['m', 'M', 'ｍ', 'Ｍ'],
  n: ['n', 'N', 'ñ', 'Ñ', 'ｎ', 'Ｎ'],
};
const TRAILING = ['', ' ', '   ', '\u00a0', '\u3000 '];
const ZERO_WIDTH = ['', '\u200b'];

function spellingOf(name: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.tuple(...[...name].map((letter) => fc.constantFrom(...LETTERS[letter]))),
      fc.constantFrom(...ZERO_WIDTH),
      fc.nat(name.length),
      fc.constantFrom(...TRAILING),
    )
    .map(
      ([letters, inside, at, tail]) =>
        `${letters.slice(0, at).join('')}${inside}${letters.slice(at).join('')}${tail}`,
    );
}

/** Whether MariaDB takes `spelling` for `name` under the user table's collation. */
async function sameName(spelling: string, name: string): Promise<boolean> {
  const { rows } = await sql<{ sama: number }>`
    SELECT CONVERT(${spelling} USING utf8mb4) = CONVERT(${name} USING utf8mb4) COLLATE utf8mb4_unicode_ci AS sama
  `.execute(db);
  return Number(rows[0].sama) === 1;
}

describe('spellings of one username', () => {
  const sixSpellings = (name: string) => fc.array(spellingOf(name), { minLength: 6, maxLength: 6 });

  /**
   * Six spellings of `name` share one counter: after five wrong guesses, the sixth (with `lastPassword`)
   * waits. With `user`, an account of that name exists.
   */
  const sixthSpellingWaits = (name: string, lastPassword: string, user?: true) =>
    fc.assert(
      fc.asyncProperty(sixSpellings(name), async (spellings) => {
        for (const spelling of spellings)
          expect(await sameName(spelling, name), JSON.stringify(spelling)).toBe(true);
        await emptyDatabase(db);
        if (user) await createUser(db, 'admin', { username: name });
        const address = freshAddress();
        for (const spelling of spellings.slice(0, 5)) {
          expect((await login(app, spelling, 'tebakan-salah', address)).statusCode).toBe(401);
        }
        await justNow();
        const sixth = await login(app, spellings[5], lastPassword, address);
        expect(sixth.statusCode, JSON.stringify(spellings)).toBe(429);
      }),
      { numRuns: 12 },
    );

  // Twelve runs of six sign-ins each, every one hashing a password: about ten seconds on a quiet machine, so
  // a minute and a half beside the browser tests (a run cut short would go on writing into the next test's).
  it(
    'share one counter for a user: a sixth guess, even the right password, waits',
    () => sixthSpellingWaits('admin', TEST_PASSWORD, true),
    90_000,
  );

  it(
    'share one counter for a name no user has',
    () => sixthSpellingWaits('gembala', 'tebakan-salah'),
    90_000,
  );
});

describe('growing delays', () => {
  it('after 5 failures of an account from an address, doubles the wait with each further failure', async () => {
    const user = await createUser(db, 'pendeta');
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      expect((await login(app, user.username_user, 'salah', address)).statusCode).toBe(401);
    await justNow();
    const first = await login(app, user.username_user, user.password, address);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toEqual({ message: tooMany('1 detik'), code: 'RATE_LIMITED' });
    expect(first.headers['retry-after']).toBe('1');

    // Waited: the next attempt is checked (and fails), and the wait after it is twice as long.
    await later(1);
    expect((await login(app, user.username_user, 'salah', address)).statusCode).toBe(401);
    await justNow();
    expect((await login(app, user.username_user, 'salah', address)).json()).toEqual({
      message: tooMany('2 detik'),
      code: 'RATE_LIMITED',
    });
    // A refused attempt is not counted: the wait stays 2 seconds.
    expect((await login(app, user.username_user, user.password, address)).json()).toEqual({
      message: tooMany('2 detik'),
      code: 'RATE_LIMITED',
    });

    // Far past the free failures the wait is told in minutes, and stops growing at 15 minutes.
    await db.updateTable('login_failure').set({ jumlah: 14 }).where('kunci', 'like', 'ua:%').execute();
    expect((await login(app, user.username_user, 'salah', address)).json()).toEqual({
      message: tooMany('9 menit'),
      code: 'RATE_LIMITED',
    });
    await db.updateTable('login_failure').set({ jumlah: 60 }).where('kunci', 'like', 'ua:%').execute();
    const capped = await login(app, user.username_user, 'salah', address);
    expect(capped.json()).toEqual({ message: tooMany('15 menit'), code: 'RATE_LIMITED' });
    expect(capped.headers['retry-after']).toBe('900');
    await later(900);
    expect((await login(app, user.username_user, user.password, address)).statusCode).toBe(200);
  });

  it('holds back an address that tries many usernames after 20 failures', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++)
      expect((await login(app, `tamu${i}`, 'salah', address)).statusCode).toBe(401);
    await justNow();
    expect((await login(app, 'tamu99', 'salah', address)).statusCode).toBe(429);
    expect((await login(app, 'tamu99', 'salah', freshAddress())).statusCode).toBe(401);
  });

  it('counts one IPv6 network (/64) as one address', async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (await login(app, `tamu${i}`, 'salah', `2001:db8:7:1::${(i + 1).toString(16)}`)).statusCode,
      ).toBe(401);
    }
    await justNow();
    expect((await login(app, 'tamu99', 'salah', '2001:db8:7:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await login(app, 'tamu99', 'salah', '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('lets a burst of parallel guesses through no faster than one at a time', async () => {
    const user = await createUser(db, 'author');
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(app, user.username_user, `tebakan-${i}`, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Five free failures, then the first wait; with a slow machine perhaps one more after it.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });
});

describe('strangers cannot lock an owner out', () => {
  it('the owner signs in with the right password from an address without failures, whatever others tried', async () => {
    const user = await createUser(db, 'admin', { username: 'bendahara' });
    // Many failures from many addresses, and many from one.
    for (let i = 0; i < 12; i++) await login(app, 'BENDAHARA', 'tebakan-salah', freshAddress());
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) await login(app, 'bendahara', 'tebakan-salah', attacker);
    await justNow();
    expect((await login(app, 'bendahara', 'tebakan-salah', attacker)).statusCode).toBe(429);

    const owner = freshAddress();
    const signIn = await login(app, user.username_user, user.password, owner);
    expect(signIn.statusCode).toBe(200);
    // The others' failures still count against their addresses.
    expect((await login(app, 'bendahara', 'tebakan-salah', attacker)).statusCode).toBe(429);
  });

  it('a spread-out guesser gets one guess per fresh address while the account is under attack', async () => {
    await createUser(db, 'pendeta', { username: 'sekretaris' });
    for (let i = 0; i < 10; i++) {
      expect((await login(app, 'sekretaris', 'tebakan-salah', freshAddress())).statusCode).toBe(401);
    }
    const next = freshAddress();
    expect((await login(app, 'sekretaris', 'tebakan-salah', next)).statusCode).toBe(401);
    await justNow();
    const again = await login(app, 'sekretaris', 'tebakan-salah', next);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam /);
  });

  it("a success forgets the owner's own mistakes from that address, in every counter", async () => {
    const user = await createUser(db, 'author');
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await login(app, user.username_user, 'salah', address);
    expect((await login(app, user.username_user, user.password, address)).statusCode).toBe(200);
    const counts = await db
      .selectFrom('login_failure')
      .select(['kunci', 'jumlah'])
      .orderBy('kunci')
      .execute();
    expect(counts.every((row) => row.jumlah === 0)).toBe(true);
    expect(counts.map((row) => row.kunci.split(':')[0])).toEqual(['a', 'u']);
  });
});
