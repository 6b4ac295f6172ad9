import type { Db } from '@gkj/db';
import { sql } from 'kysely';
import {
  isTotpCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalisedCode,
  recoveryCodeHash,
} from '../../lib/two-factor.ts';

/** A user's two-factor state as the sign-in and the profile read it. */
export async function findTwoFactor(db: Db, idUser: number) {
  const row = await db
    .selectFrom('user')
    .select(['totp_rahasia', 'totp_rahasia_baru', 'totp_aktif_sejak'])
    .select((eb) =>
      eb
        .selectFrom('recovery_code')
        .whereRef('recovery_code.id_user', '=', 'user.id_user')
        .where('dipakai_pada', 'is', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('sisa_kode_cadangan'),
    )
    .where('id_user', '=', idUser)
    .executeTakeFirst();
  return row && { ...row, sisa_kode_cadangan: Number(row.sisa_kode_cadangan ?? 0) };
}

/** Starts (or restarts) an enrolment: a new secret waits for its first code. */
export async function startEnrolment(db: Db, idUser: number): Promise<string> {
  const secret = newTotpSecret();
  await db.updateTable('user').set({ totp_rahasia_baru: secret }).where('id_user', '=', idUser).execute();
  return secret;
}

async function replaceRecoveryCodes(db: Db, idUser: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('recovery_code').where('id_user', '=', idUser).execute();
  await db
    .insertInto('recovery_code')
    .values(codes.map((code) => ({ id_user: idUser, hash_kode: recoveryCodeHash(code) })))
    .execute();
  return codes;
}

/**
 * Confirms the pending secret with a code from the app: two-factor sign-in is on from now, and the new
 * recovery codes (shown once) are returned. Undefined when the code does not match or nothing is pending.
 */
export async function confirmEnrolment(db: Db, idUser: number, typed: string): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('user')
      .select('totp_rahasia_baru')
      .where('id_user', '=', idUser)
      .forUpdate()
      .executeTakeFirst();
    const code = normalisedCode(typed);
    const step =
      row?.totp_rahasia_baru && isTotpCode(code) ? matchingStep(row.totp_rahasia_baru, code) : null;
    if (step === null) return undefined;
    await trx
      .updateTable('user')
      .set({
        totp_rahasia: sql<string>`totp_rahasia_baru`,
        totp_rahasia_baru: null,
        totp_aktif_sejak: sql<string>`NOW()`,
        totp_langkah_terakhir: step,
      })
      .where('id_user', '=', idUser)
      .execute();
    return replaceRecoveryCodes(trx, idUser);
  });
}

export function regenerateRecoveryCodes(db: Db, idUser: number): Promise<string[]> {
  return db.transaction().execute((trx) => replaceRecoveryCodes(trx, idUser));
}

/** Turns two-factor sign-in off: secret, pending secret and recovery codes are gone. */
export async function removeTwoFactor(db: Db, idUser: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('user')
      .set({
        totp_rahasia: null,
        totp_rahasia_baru: null,
        totp_aktif_sejak: null,
        totp_langkah_terakhir: null,
      })
      .where('id_user', '=', idUser)
      .where((eb) => eb.or([eb('totp_rahasia', 'is not', null), eb('totp_rahasia_baru', 'is not', null)]))
      .executeTakeFirst();
    await trx.deleteFrom('recovery_code').where('id_user', '=', idUser).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

export type SecondFactor = 'totp' | 'kode_cadangan';

/**
 * Checks a second factor for a user with two-factor sign-in on: a current code from the app (never one
 * at or before the last accepted step) or an unused recovery code, which is used up. Each claim is one
 * conditional UPDATE, so two requests racing with the same code cannot both pass.
 */
export async function useSecondFactor(db: Db, idUser: number, typed: string): Promise<SecondFactor | null> {
  const code = normalisedCode(typed);
  if (isTotpCode(code)) {
    const row = await db
      .selectFrom('user')
      .select('totp_rahasia')
      .where('id_user', '=', idUser)
      .executeTakeFirst();
    const step = row?.totp_rahasia ? matchingStep(row.totp_rahasia, code) : null;
    if (step === null) return null;
    const claimed = await db
      .updateTable('user')
      .set({ totp_langkah_terakhir: step })
      .where('id_user', '=', idUser)
      .where((eb) => eb.or([eb('totp_langkah_terakhir', 'is', null), eb('totp_langkah_terakhir', '<', step)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? 'totp' : null;
  }
  const used = await db
    .updateTable('recovery_code')
    .set({ dipakai_pada: sql<string>`NOW()` })
    .where('id_user', '=', idUser)
    .where('hash_kode', '=', recoveryCodeHash(code))
    .where('dipakai_pada', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? 'kode_cadangan' : null;
}
