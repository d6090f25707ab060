// Summaries of repeated runs: the median is the figure reported (robust to one slow run on a shared
// 2-core machine), min and max show the spread.

/** { median, min, max, n } of the finite numbers in `values` (null when there are none). */
export function summary(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), n: sorted.length };
}

/** The run whose value is closest to the median: its chain is the one reported. */
export function medianRun(runs, value) {
  const s = summary(runs.map(value));
  if (!s) return undefined;
  return runs.filter((run) => Number.isFinite(value(run))).reduce((best, run) => (Math.abs(value(run) - s.median) < Math.abs(value(best) - s.median) ? run : best));
}
