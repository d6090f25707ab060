// What a unit test can leave behind when it fails half-way: widgets not torn down, a fake clock or a console
// capture not restored. The support modules register them here; the harness (uvu.ts) mops up after a failed
// test so that its leftovers cannot fail the next one. A passing test cleans up after itself: its own
// assertions (no stylesheet, no timer, no listener left) check that, so nothing here hides a leak.
type Restorable = { restore(): void };
type Widget = { teardown(): Promise<void> | void };

export const liveRestorables = new Set<Restorable>();
const widgets: Array<Promise<Widget | undefined>> = [];
let since = 0;

/** A widget (or a widget on its way: the create() promise) the current test made. */
export function trackWidget(created: Promise<Widget>): void {
  widgets.push(created.catch(() => undefined));
}

/** A test begins: widgets made before it (in a `before` hook, by an earlier test) are not its own. */
export function testStarts(): void {
  since = widgets.length;
}

/** The promise's value, or undefined after `ms`; the timer goes with it, so the file can exit at once. */
async function bounded<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: Parameters<typeof clearTimeout>[0];
  try {
    return await Promise.race([promise, new Promise<undefined>((resolve) => { timer = setTimeout(resolve, ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

/** After a failed test: restores clocks and captures, then tears down every widget the test made. */
export async function mopUp(): Promise<void> {
  // Restored first: a teardown that waits on a timer must run on the real clock.
  for (const restorable of [...liveRestorables].reverse()) restorable.restore();
  liveRestorables.clear();
  const own = widgets.splice(since);
  for (const created of own) {
    const widget = await bounded(created, 2_000);
    await bounded(Promise.resolve(widget?.teardown()).catch(() => {}), 2_000);
  }
  since = widgets.length;
}
