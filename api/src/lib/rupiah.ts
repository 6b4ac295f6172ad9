/**
 * A sum of BIGINT amounts as mysql2 returns it (a DECIMAL string, or a number for small values) as a
 * whole number of rupiah. Read through BigInt, never through a float, and refused past 2^53 rather than
 * answered rounded: a treasurer's report must never be off by a rupiah.
 */
export function rupiah(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const whole =
    typeof value === 'bigint' ? value : BigInt(typeof value === 'number' ? value : value.split('.')[0]);
  const result = Number(whole);
  if (!Number.isSafeInteger(result)) throw new Error(`Jumlah di luar batas aman: ${whole}`);
  return result;
}

/** Exact sums of several SQL subtotals. */
export function addRupiah(...values: (string | number | bigint | null | undefined)[]): bigint {
  return values.reduce<bigint>((sum, value) => sum + BigInt(rupiah(value)), 0n);
}
