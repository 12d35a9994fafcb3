import { Presets, SingleBar } from 'cli-progress';
import type { RebuildProgress } from '../runner/rebuild';

export type CliOutput = NodeJS.WritableStream & { isTTY?: boolean };

export interface ProgressReporter {
  update(progress: RebuildProgress): void;
  /** Removes the bar's cursor handling before anything else is printed. */
  finish(): void;
}

/** A live bar on a terminal; on a pipe or file, one plain line at most every `intervalMs`. */
export function progressReporter(projection: string, output: CliOutput, intervalMs = 2000): ProgressReporter {
  const startedAt = performance.now();
  const rate = (events: number) => Math.round(events / Math.max((performance.now() - startedAt) / 1000, 0.001));
  return output.isTTY ? barReporter(projection, output, rate) : lineReporter(projection, output, rate, intervalMs);
}

function barReporter(projection: string, output: CliOutput, rate: (events: number) => number): ProgressReporter {
  const bar = new SingleBar(
    {
      stream: output,
      format: `${projection} [{bar}] {percentage}% | {events} events | {rate} events/s | {duration_formatted}`,
      hideCursor: true,
      // The bar tracks log positions, and the head may move on while the rebuild catches up.
      stopOnComplete: false,
    },
    Presets.shades_classic,
  );
  let started = false;
  return {
    update({ position, head, events }) {
      // Positions, not event counts, measure the way: only they are known for the whole log up front.
      const value = Number(position);
      const total = Math.max(Number(head), value, 1);
      const payload = { events, rate: rate(events) };
      if (!started) {
        bar.start(total, value, payload);
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(value, payload);
      }
    },
    finish() {
      if (started) bar.stop();
    },
  };
}

function lineReporter(
  projection: string,
  output: CliOutput,
  rate: (events: number) => number,
  intervalMs: number,
): ProgressReporter {
  let lastLineAt = Number.NEGATIVE_INFINITY;
  return {
    update({ position, head, events }) {
      const now = performance.now();
      if (now - lastLineAt < intervalMs) return;
      lastLineAt = now;
      const percent = head > 0n ? Math.min(100, Math.floor((Number(position) / Number(head)) * 100)) : 100;
      output.write(
        `${projection}: ${events} events, position ${position} of ${head} (${percent}%), ${rate(events)} events/s\n`,
      );
    },
    finish() {},
  };
}
