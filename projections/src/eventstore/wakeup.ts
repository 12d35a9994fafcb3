/**
 * A latch between a notification source and a waiting reader. A wake that arrives while the reader is
 * busy is remembered, so the reader never sleeps through an event appended during its last read.
 */
export class Wakeup {
  private pending = false;
  private release: (() => void) | undefined;

  wake(): void {
    this.pending = true;
    this.release?.();
  }

  reset(): void {
    this.pending = false;
  }

  /** Resolves on a wake (also one that came before), after `timeoutMs`, or on abort. */
  wait(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.pending || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.release = undefined;
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done, { once: true });
      this.release = done;
    });
  }
}
