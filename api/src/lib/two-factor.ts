import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Two-factor sign-in with an authenticator app: TOTP (RFC 6238) with the parameters every app supports
 * (SHA-1, 6 digits, 30 seconds), and one-time recovery codes for a lost phone.
 */

const ISSUER = 'GKJ Girimarto';
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock half a minute off still signs in. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code read off paper is typed without guessing. 8 of 31 symbols ≈ 40 bits, one use each.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export interface Enrolment {
  /** The secret in groups of four, for typing into an app that cannot scan. */
  kunci: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG document (drawn on the server: the dashboard ships no QR encoder). */
  qr_svg: string;
}

export async function enrolmentOf(secret: string, username: string): Promise<Enrolment> {
  const uri = totpOf(secret, username).toString();
  const qr_svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { kunci: secret.match(/.{1,4}/g)?.join(' ') ?? secret, uri, qr_svg };
}

/** What the user typed, without the spaces and dashes apps and paper show between groups. */
export function normalisedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The time step a code belongs to, or null when it matches none in the window. The caller refuses a step
 * at or before the last one accepted, so a code seen over someone's shoulder cannot be used again.
 */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: nowMs, window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });
}

/** Recovery codes carry 40 random bits, so a plain SHA-256 suffices (no slow hash needed to resist guessing). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalisedCode(code)).digest('hex');
}
