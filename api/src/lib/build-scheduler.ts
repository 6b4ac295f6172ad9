/**
 * When to run a site build, as a small state machine with no I/O of its own:
 * - a change starts (or restarts) a quiet period; when it ends, one build runs. A steady stream of changes
 *   still builds once `maxWaitMs` has passed since the first of them;
 * - at most one build runs at a time;
 * - changes during a build cause exactly one more build after it (after a new quiet period);
 * - a build that finds another process building (another API instance, `npm run site:build`) answers
 *   'busy' and is tried again `busyRetryMs` later, until it gets its turn.
 */
export interface BuildSchedulerOptions {
  quietMs: number;
  maxWaitMs: number;
  busyRetryMs: number;
  /** Runs one build. Its failures are its own business: a rejection is passed to `onError`. */
  build: () => Promise<'busy' | undefined>;
  onError?: (error: unknown) => void;
}

export type SchedulerState = 'idle' | 'waiting' | 'building' | 'stopped';

export interface BuildScheduler {
  /** Content changed. */
  changed(): void;
  /** Build without a quiet period (start-up, nothing live yet); during a build, one more after it. */
  runSoon(): void;
  /** No more builds; resolves when the running one (if any) has settled. */
  stop(): Promise<void>;
  readonly state: SchedulerState;
}

export function createBuildScheduler(options: BuildSchedulerOptions): BuildScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstChangeAt: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };

  function wait(delayMs: number) {
    clearTimer();
    timer = setTimeout(fire, Math.max(0, delayMs));
  }

  function quietPeriod() {
    const now = Date.now();
    firstChangeAt ??= now;
    wait(Math.min(options.quietMs, firstChangeAt + options.maxWaitMs - now));
  }

  function fire() {
    clearTimer();
    firstChangeAt = undefined;
    again = false;
    running = options
      .build()
      .then(
        (outcome) => outcome === 'busy',
        (error) => {
          options.onError?.(error);
          return false;
        },
      )
      .then((busy) => {
        running = undefined;
        if (stopped) return;
        if (busy) {
          // The retry builds whatever changed meanwhile too.
          again = false;
          wait(options.busyRetryMs);
        } else if (again) {
          again = false;
          quietPeriod();
        }
      });
  }

  return {
    changed() {
      if (stopped) return;
      if (running) again = true;
      else quietPeriod();
    },
    runSoon() {
      if (stopped) return;
      if (running) again = true;
      else wait(0);
    },
    async stop() {
      stopped = true;
      clearTimer();
      await running;
    },
    get state(): SchedulerState {
      if (stopped) return 'stopped';
      if (running) return 'building';
      return timer ? 'waiting' : 'idle';
    },
  };
}
