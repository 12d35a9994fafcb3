/**
 * One progress line for long benchmark phases: rewritten in place on a terminal, and on a pipe or file
 * a plain line every few seconds, so a log of a background run stays short but shows it is alive.
 */

export interface ProgressLine {
  update(done: number): void;
  /** Prints the final count and leaves the cursor on a fresh line. */
  finish(done: number): void;
}

export function progressLine(
  label: string,
  total: number,
  output: NodeJS.WriteStream = process.stdout,
  intervalMs = output.isTTY ? 200 : 5000,
): ProgressLine {
  const startedAt = performance.now();
  let lastAt = startedAt;
  const render = (done: number) => {
    const seconds = (performance.now() - startedAt) / 1000;
    const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
    const rate = Math.round(done / Math.max(seconds, 1e-3)).toLocaleString('en-US');
    return `${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${percent}%), ${rate}/s, ${seconds.toFixed(1)} s`;
  };
  return {
    update(done) {
      const now = performance.now();
      if (now - lastAt < intervalMs) return;
      lastAt = now;
      output.write(output.isTTY ? `\r${render(done)}\x1b[K` : `${render(done)}\n`);
    },
    finish(done) {
      output.write(output.isTTY ? `\r${render(done)}\x1b[K\n` : `${render(done)}\n`);
    },
  };
}
