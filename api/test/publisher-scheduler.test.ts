import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildScheduler } from '../src/lib/build-scheduler.ts';

/**
 * A scheduler whose builds take `buildMs` of fake time, with a log of when each started and ended. While
 * `busy.value` is set, a build finds another process building and only answers 'busy'.
 */
function setup(buildMs = 1000, quietMs = 3000, maxWaitMs = 30_000) {
  const builds: { start: number; end?: number }[] = [];
  const busyAnswers: number[] = [];
  const busy = { value: false };
  let failNext = false;
  const errors: unknown[] = [];
  const scheduler = createBuildScheduler({
    quietMs,
    maxWaitMs,
    busyRetryMs: 1000,
    build: async () => {
      if (busy.value) {
        busyAnswers.push(Date.now());
        return 'busy';
      }
      const build: { start: number; end?: number } = { start: Date.now() };
      builds.push(build);
      await new Promise((resolve) => setTimeout(resolve, buildMs));
      build.end = Date.now();
      if (failNext) {
        failNext = false;
        throw new Error('build rusak');
      }
      return undefined;
    },
    onError: (error) => errors.push(error),
  });
  return { scheduler, builds, busy, busyAnswers, errors, failNextBuild: () => (failNext = true) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('build scheduler', () => {
  it('merges a burst of 20 changes in 2 seconds into one build after the quiet period', async () => {
    const { scheduler, builds } = setup();
    for (let i = 0; i < 20; i++) {
      scheduler.changed();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(builds).toHaveLength(0);
    expect(scheduler.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(2900);
    expect(builds).toHaveLength(1);
    // The quiet period counts from the last change (at 1900 ms).
    expect(builds[0].start).toBe(4900);
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(1);
    expect(scheduler.state).toBe('idle');
  });

  it('runs one build at a time and exactly one more for any number of changes during a build', async () => {
    const { scheduler, builds } = setup(5000);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(scheduler.state).toBe('building');
    for (let i = 0; i < 10; i++) {
      scheduler.changed();
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(2);
    // The second starts one quiet period after the first ended, never overlapping it.
    expect(builds[1].start).toBe((builds[0].end ?? 0) + 3000);
  });

  it('builds no more when nothing changed during the build', async () => {
    const { scheduler, builds } = setup();
    scheduler.changed();
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(1);
    expect(scheduler.state).toBe('idle');
  });

  it('still builds during a steady stream of changes, once the longest wait has passed', async () => {
    const { scheduler, builds } = setup(1000, 3000, 10_000);
    for (let t = 0; t < 12_000; t += 1000) {
      scheduler.changed();
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(builds[0]?.start).toBe(10_000);
  });

  it('runs at once when asked to, and keeps going after a failed build', async () => {
    const { scheduler, builds, errors, failNextBuild } = setup();
    failNextBuild();
    scheduler.runSoon();
    await vi.advanceTimersByTimeAsync(0);
    expect(builds).toHaveLength(1);
    await vi.runAllTimersAsync();
    expect(errors).toHaveLength(1);
    scheduler.changed();
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(2);
  });

  it('tries again every second while another process builds, then builds once', async () => {
    const { scheduler, builds, busy, busyAnswers } = setup();
    busy.value = true;
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(5500);
    // The quiet period (3000 ms), then a try at 3000, 4000 and 5000 ms.
    expect(busyAnswers).toEqual([3000, 4000, 5000]);
    expect(scheduler.state).toBe('waiting');
    busy.value = false;
    await vi.runAllTimersAsync();
    expect(builds).toEqual([{ start: 6000, end: 7000 }]);
    expect(scheduler.state).toBe('idle');
  });

  it('stops: no pending build runs, the running one is awaited', async () => {
    const { scheduler, builds } = setup(2000);
    scheduler.runSoon();
    await vi.advanceTimersByTimeAsync(0);
    scheduler.changed();
    const stopped = scheduler.stop();
    await vi.runAllTimersAsync();
    await stopped;
    expect(builds).toHaveLength(1);
    expect(builds[0].end).toBeDefined();
    scheduler.changed();
    await vi.runAllTimersAsync();
    expect(builds).toHaveLength(1);
    expect(scheduler.state).toBe('stopped');
  });
});
