/** Resolves after `ms` milliseconds, or at once when `signal` aborts: a retry pause that never holds up a stop. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * The longest pause before starting over, whatever `onFailure` asks: a loop that failed because the
 * database was away resumes within this much of its return (docs/operations.md, "Outages").
 */
const MAX_RESUME_PAUSE_MS = 2_000;

/**
 * Runs `follow` in the background from `start()` until `stop()`, starting it over whenever it returns.
 * When it fails, `onFailure` is told why and answers how many milliseconds to pause first (a stop cuts
 * the pause short).
 */
export class ResumingLoop {
  private controller = new AbortController();
  private running: Promise<void> | undefined;

  constructor(
    private readonly follow: (signal: AbortSignal) => Promise<void>,
    private readonly onFailure: (error: unknown) => number,
  ) {}

  start(): void {
    if (this.running) return;
    this.controller = new AbortController();
    this.running = this.loop(this.controller.signal);
  }

  /** Aborts the run and waits for it to end. */
  async stop(): Promise<void> {
    this.controller.abort();
    await this.running;
    this.running = undefined;
  }

  private async loop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.follow(signal);
      } catch (error) {
        await delay(Math.min(this.onFailure(error), MAX_RESUME_PAUSE_MS), signal);
      }
    }
  }
}
