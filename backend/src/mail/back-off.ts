import { delay } from '@ticketshop/projections';

/** The pause after the `failures`-th failure in a row: `firstMs`, doubling each time, never above `maxMs`. */
export function backOffMs(failures: number, firstMs: number, maxMs: number): number {
  // 2^40 times any first pause is past every cap; the exponent stops there so the number stays finite.
  return Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(failures - 1, 0), 40));
}

export interface RetryOptions {
  firstMs: number;
  maxMs: number;
  /** Stops the retries: the last failure is thrown (the caller is stopping). */
  signal?: AbortSignal;
  /** A failure no retry can change (a refusal of the domain): thrown at once. */
  isFinal?: (error: unknown) => boolean;
  /** Told of each failure that will be retried, with how many failed so far, for the log. */
  onFailure(error: unknown, failures: number, nextInMs: number): void;
}

/**
 * Runs `attempt` until it succeeds, with growing pauses between tries. For what must be recorded after
 * a side effect that cannot be taken back (a mail the SMTP server accepted): the record is tried again
 * for as long as the process runs, where repeating the whole step would repeat the side effect.
 */
export async function retryUntilDone<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let failures = 1; ; failures++) {
    try {
      return await attempt();
    } catch (error) {
      if (options.signal?.aborted || options.isFinal?.(error)) throw error;
      const pause = backOffMs(failures, options.firstMs, options.maxMs);
      options.onFailure(error, failures, pause);
      await delay(pause, options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}
