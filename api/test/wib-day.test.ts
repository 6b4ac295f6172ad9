import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyWibDay, msUntilNextWibDay } from '../src/lib/wib-day.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the WIB day', () => {
  it('counts to the next midnight in Girimarto, not in UTC', () => {
    // 23:59:30 WIB on 29 November is 16:59:30 UTC.
    expect(msUntilNextWibDay(Date.parse('2026-11-29T16:59:30Z'))).toBe(30_000);
    expect(msUntilNextWibDay(Date.parse('2026-11-29T17:00:00Z'))).toBe(86_400_000);
    expect(msUntilNextWibDay(Date.parse('2026-11-29T00:00:00Z'))).toBe(17 * 3_600_000);
  });

  it('calls back once shortly after each WIB midnight until stopped', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T16:59:30Z') });
    const onNewDay = vi.fn();
    const stop = everyWibDay(onNewDay, 60_000);
    vi.advanceTimersByTime(30_000 + 59_999);
    expect(onNewDay).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onNewDay).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(86_400_000);
    expect(onNewDay).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(3 * 86_400_000);
    expect(onNewDay).toHaveBeenCalledTimes(2);
  });
});
