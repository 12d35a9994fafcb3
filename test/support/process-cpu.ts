/**
 * CPU time of the processes taking part in a benchmark, read from /proc (Linux), so a bench can say
 * what one unit of work costs the whole machine: the shop, its worker, the load generator and the
 * database server. Elsewhere every reading is undefined and the benches leave the figures out.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports times in clock ticks of USER_HZ, which is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) the process has used so far, or undefined without /proc. */
export function processCpuSeconds(pid: number): number | undefined {
  const stat = readStat(pid);
  return stat && stat.ticks / TICKS_PER_SECOND;
}

/**
 * CPU seconds used so far by every running process of one command name (`postgres`: the server and
 * all its backends). A process that exits between two readings takes its time with it, so the
 * difference of two readings can fall short, never over.
 */
export function commandCpuSeconds(command: string): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.command === command) ticks += stat.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

/** Per-process CPU seconds by process name, as the difference between two moments. */
export class CpuMeter {
  private readonly start: Map<string, number | undefined>;

  constructor(private readonly readings: Record<string, () => number | undefined>) {
    this.start = new Map(Object.entries(readings).map(([name, read]) => [name, read()]));
  }

  /** CPU seconds each process used since the meter was made (undefined where it cannot be read). */
  read(): Map<string, number | undefined> {
    return new Map(
      Object.entries(this.readings).map(([name, read]) => {
        const before = this.start.get(name);
        const now = read();
        return [name, before === undefined || now === undefined ? undefined : Math.max(0, now - before)];
      }),
    );
  }
}

function readStat(pid: number): { command: string; ticks: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command sits in parentheses and may itself hold spaces or parentheses: cut at the last one.
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // After the command: state is field 3 of stat(5); utime and stime are fields 14 and 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return undefined;
  return { command: text.slice(open + 1, close), ticks: utime + stime };
}
