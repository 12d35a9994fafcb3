/** Flag handling shared by the benchmarks, which parse with `node:util` parseArgs (no dependency, any Node 20). */

export class UsageError extends Error {}

/** parseArgs reports unknown or malformed flags with these codes; they are the user's mistake, not a bug. */
function isParseArgsError(error: unknown): boolean {
  return String((error as { code?: unknown })?.code ?? '').startsWith('ERR_PARSE_ARGS');
}

/** A whole number ≥ `min`; accepts `1_000_000` and `1e6` because nobody counts zeros by eye. */
export function integerFlag(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(parsed) || parsed < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  }
  return parsed;
}

let interrupted = false;

/** After Ctrl-C the work in flight fails as its storage goes away; those failures are expected noise. */
export function markInterrupted(): void {
  interrupted = true;
}

/** Runs a benchmark's main: prints usage errors plainly, anything else with its stack, and sets the exit code. */
export function runMain(main: () => Promise<void>, usage: string): void {
  main().then(
    () => undefined,
    (error: unknown) => {
      if (interrupted) return;
      if (error instanceof UsageError || isParseArgsError(error)) {
        process.stderr.write(`${(error as Error).message}\n\n${usage}`);
        process.exitCode = 2;
        return;
      }
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
