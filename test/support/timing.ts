/** Wall-clock timing and number formatting shared by the benchmarks. */

export interface Timed<T> {
  result: T;
  seconds: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return integer.format(value);
}

export function formatSeconds(seconds: number): string {
  return seconds < 10 ? seconds.toFixed(3) : seconds.toFixed(1);
}

export function perSecond(count: number, seconds: number): number {
  return count / Math.max(seconds, 1e-9);
}

export function formatRate(count: number, seconds: number): string {
  return formatCount(perSecond(count, seconds));
}

export function formatPercent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)}%`;
}

/** The `p` quantile (0–1) of `values` by the nearest-rank rule; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Runs `work` over `items` with at most `concurrency` in flight; the first failure stops the rest. */
export async function forEachConcurrently<T>(
  items: Iterable<T>,
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.iterator]();
  let failed = false;
  const worker = async () => {
    while (!failed) {
      const next = iterator.next();
      if (next.done) return;
      try {
        await work(next.value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
