const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next midnight in WIB (UTC+7 all year: no daylight saving). */
export function msUntilNextWibDay(now = Date.now()): number {
  return DAY_MS - ((now + WIB_OFFSET_MS) % DAY_MS);
}

/**
 * Calls `onNewDay` shortly after every WIB midnight until the returned function is called. The grace
 * keeps it after the database's own midnight when the two clocks differ by a little.
 */
export function everyWibDay(onNewDay: () => void, graceMs = 60_000): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(() => {
      onNewDay();
      arm();
    }, msUntilNextWibDay() + graceMs);
    // A timer a day away must not keep a process alive that is otherwise done.
    timer.unref?.();
  };
  arm();
  return () => clearTimeout(timer);
}
