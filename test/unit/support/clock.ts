// A fake clock: timers with a delay and Date.now() move only when the test ticks; zero-delay timers
// (rendering, simulated network) stay real so `settle()` keeps working.
import { liveRestorables } from './harness/live.js';

type Timer = { at: number; run: () => void };

export interface Clock {
  tick(ms: number): void;
  pending(): number;
  restore(): void;
}

export function installClock(): Clock {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const realNow = Date.now;
  const timers = new Map<number, Timer>();
  let now = 1_700_000_000_000;
  let ids = 1_000_000;
  Date.now = () => now;
  globalThis.setTimeout = ((run: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    if (!ms) return realSet(run, 0, ...args);
    const id = ids++;
    timers.set(id, { at: now + ms, run: () => run(...args) });
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id: unknown) => {
    if (!timers.delete(id as number)) realClear(id as Parameters<typeof clearTimeout>[0]);
  }) as typeof clearTimeout;
  const clock: Clock = {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    pending: () => timers.size,
    restore() {
      liveRestorables.delete(clock);
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
      Date.now = realNow;
      timers.clear();
    },
  };
  liveRestorables.add(clock);
  return clock;
}
