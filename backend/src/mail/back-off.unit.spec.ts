import { backOffMs, retryUntilDone } from './back-off';

describe('back-off', () => {
  it('doubles from the first pause up to the cap: the account mail schedule of docs/operations.md', () => {
    const pauses = Array.from({ length: 13 }, (_, i) => backOffMs(i + 1, 1_000, 900_000) / 1000);
    expect(pauses).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    // Three days of failures stay finite and capped.
    expect(backOffMs(300, 1_000, 900_000)).toBe(900_000);
  });

  it('retries until the work succeeds, telling each failure', async () => {
    let calls = 0;
    const failures: number[] = [];
    const result = await retryUntilDone(
      () => (++calls < 4 ? Promise.reject(new Error('database away')) : Promise.resolve('recorded')),
      { firstMs: 1, maxMs: 2, onFailure: (_error, failed) => failures.push(failed) },
    );
    expect(result).toBe('recorded');
    expect(failures).toEqual([1, 2, 3]);
  });

  it('throws a final refusal at once, and the last failure once stopped', async () => {
    class Refusal extends Error {}
    let calls = 0;
    await expect(
      retryUntilDone(
        () => {
          calls++;
          return Promise.reject(new Refusal('no'));
        },
        { firstMs: 1, maxMs: 1, isFinal: (error) => error instanceof Refusal, onFailure: () => undefined },
      ),
    ).rejects.toBeInstanceOf(Refusal);
    expect(calls).toBe(1);

    const stop = new AbortController();
    const stopped = retryUntilDone(() => Promise.reject(new Error('still away')), {
      firstMs: 60_000,
      maxMs: 60_000,
      signal: stop.signal,
      onFailure: () => undefined,
    });
    stop.abort();
    await expect(stopped).rejects.toThrow('still away');
  });
});
