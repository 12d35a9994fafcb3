/**
 * Jest setup (setupFilesAfterEnv of the unit, int and ops projects): a promise rejected with nobody to
 * hear it, or an exception thrown where no caller stands, fails the suite. In the shop such a fault
 * ends the process (Node's default), which is how one health probe during a database outage once took
 * the shop down for good; here it must fail a test first.
 *
 * While tests and hooks run, Jest 30's runner swaps in handlers of its own that fail the test (or hook)
 * the fault came from. These handlers cover the rest, and any runner that does not: a fault is kept and
 * fails the next test to finish or the file's last hook; one that comes after the file's tests are
 * done is thrown again, so it ends the worker with a failure instead of passing unseen.
 */
const faults: { kind: string; error: unknown }[] = [];
let finished = false;

const onRejection = (reason: unknown) => {
  if (finished) throw reason;
  faults.push({ kind: 'unhandled rejection', error: reason });
};
const onException = (error: unknown) => {
  if (finished) throw error;
  faults.push({ kind: 'uncaught exception', error });
};

process.on('unhandledRejection', onRejection);
process.on('uncaughtException', onException);

/** Node reports an unhandled rejection once the microtasks of the turn ran: let it have that turn. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function throwIfAny(when: string): void {
  if (faults.length === 0) return;
  const found = faults.splice(0);
  const described = found.map(({ kind, error }) => `${kind}: ${(error as Error)?.stack ?? String(error)}`);
  throw new Error(`${found.length} fault(s) nobody handled ${when}:\n${described.join('\n\n')}`);
}

afterEach(async () => {
  await settle();
  throwIfAny('during this test');
});

afterAll(async () => {
  await settle();
  finished = true;
  throwIfAny('in this file');
});
