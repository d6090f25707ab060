import { liveRestorables } from './harness/live.js';

/** Silences console.error for a test and keeps what was logged (each call's first argument). */
export function captureConsoleError() {
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => { logged.push(args[0]); };
  const capture = { logged, restore: () => { liveRestorables.delete(capture); console.error = original; } };
  liveRestorables.add(capture);
  return capture;
}
