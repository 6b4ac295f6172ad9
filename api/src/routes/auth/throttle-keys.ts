import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The keys the sign-in throttle counts failures under (see rate-limit.ts):
 * - `a:<address>`: every sign-in from one address, whatever the username (credential stuffing);
 * - `ua:<account>|<address>`: one account from one address (a guesser on one machine);
 * - `u:<account>`: one account from anywhere (a guesser spread over many addresses).
 */
export interface ThrottleKeys {
  address: string;
  accountAddress: string;
  account: string;
}

/** The account of a known user. Every spelling the database takes for its username leads here. */
export const accountOfUser = (idUser: number) => `id:${idUser}`;

/**
 * The account of a username no user has, from its collation weights (MariaDB's
 * `WEIGHT_STRING(… COLLATE utf8mb4_unicode_ci)`, in hex): 'ádmin', 'ADMİN' and fullwidth 'ａｄｍｉｎ'
 * weigh the same as 'admin'. The collation pads with spaces (PAD SPACE), so trailing weights of a space
 * (0209, also what a no-break or ideographic space weighs) do not count, as they do not when comparing.
 */
export function accountOfWeights(weightsHex: string): string {
  let weights = weightsHex.toUpperCase();
  while (weights.length >= 4 && weights.endsWith('0209')) weights = weights.slice(0, -4);
  return `n:${createHash('sha256').update(weights).digest('hex')}`;
}

/**
 * One key per client network: an IPv4 address, or the /64 of an IPv6 one, since a single host is
 * usually handed a whole /64 and could otherwise take a fresh address for every guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function throttleKeys(account: string, ip: string): ThrottleKeys {
  const address = addressKey(ip);
  return { address: `a:${address}`, accountAddress: `ua:${account}|${address}`, account: `u:${account}` };
}

/** The 429 text: how long to wait, in seconds up to a minute and a half, else in whole minutes. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const wait = waitSeconds <= 90 ? `${waitSeconds} detik` : `${Math.ceil(waitSeconds / 60)} menit`;
  return `Terlalu banyak percobaan masuk. Coba lagi dalam ${wait}.`;
}
