import { DatabaseAvailability, type Projections, type Storage } from '@ticketshop/projections';
import { loadConfig } from '../config/app-config';
import { ReadinessCheck } from './readiness-check';

function checkWith(status: () => Promise<unknown[]>, cacheMs = '60000') {
  let calls = 0;
  const availability = new DatabaseAvailability();
  const projections = {
    status: async () => {
      calls++;
      return status();
    },
  } as unknown as Projections;
  const check = new ReadinessCheck(
    { mode: 'server', database: { availability } } as unknown as Storage,
    projections,
    loadConfig({ HEALTH_CHECK_CACHE_MS: cacheMs }),
  );
  return { check, calls: () => calls, availability };
}

describe('the readiness check', () => {
  it('given a recent check, when asked again, then it answers from it without the database', async () => {
    const { check, calls } = checkWith(async () => [{ name: 'catalog', state: 'live' }]);
    await expect(check.current()).resolves.toMatchObject({ status: 'ok', storage: 'server' });
    await check.current();
    expect(calls()).toBe(1);
  });

  it('given a caller that waited for a position, then it checks afresh', async () => {
    const { check, calls } = checkWith(async () => []);
    await check.current();
    await check.current(true);
    expect(calls()).toBe(2);
  });

  it('given a failing database, then the failure is remembered as long as a success, not retried per probe', async () => {
    const { check, calls } = checkWith(() => Promise.reject(new Error('connection refused')));
    await expect(check.current()).rejects.toThrow('connection refused');
    await expect(check.current()).rejects.toThrow('connection refused');
    expect(calls()).toBe(1);
  });

  it('given a projection retrying, then the shop is degraded', async () => {
    const { check } = checkWith(async () => [{ name: 'orders', state: 'retrying' }]);
    await expect(check.current()).resolves.toMatchObject({ status: 'degraded' });
  });

  it('gives answers built from one successful check one version, which a new check replaces; a failed one has none', async () => {
    const { check } = checkWith(async () => [], '0');
    const first = await check.readSource.current();
    expect(check.readSource.current()).toBeInstanceOf(Promise);
    const second = await check.readSource.current();
    expect(second).not.toBe(first);

    const cached = checkWith(async () => []).check;
    const version = await cached.readSource.current();
    expect(cached.readSource.current()).toBe(version);
    expect(await cached.readSource.current(0n)).not.toBe(version);

    const failing = checkWith(() => Promise.reject(new Error('connection refused'))).check;
    await expect(failing.readSource.current()).rejects.toThrow('connection refused');
    await expect(failing.readSource.current()).rejects.toThrow('connection refused');
  });

  it('given a query of the process that lost the database, then it fails at once, past a cached success, and passes again once a query succeeds', async () => {
    const { check, calls, availability } = checkWith(async () => []);
    const version = await check.readSource.current();
    expect(calls()).toBe(1);

    availability.reportFailure(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );

    await expect(check.current()).rejects.toThrow('The database is unavailable');
    // The fast path only looks at the version and drops it: that must not be an unhandled rejection.
    expect(check.readSource.current()).toBeInstanceOf(Promise);
    // One probe looks whether the database is back; probes are not made per request.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls()).toBe(2);
    await expect(check.current()).rejects.toThrow('The database is unavailable');
    expect(calls()).toBe(2);

    availability.reportSuccess();
    await expect(check.current()).resolves.toMatchObject({ status: 'ok' });
    expect(await check.readSource.current()).not.toBe(version);
  });

  it('given an error about a statement, not the connection, then the database is not marked away', async () => {
    const { availability } = checkWith(async () => []);
    availability.reportFailure(Object.assign(new Error('syntax error'), { code: '42601' }));
    availability.reportFailure(new Error('timeout exceeded when trying to connect'));
    expect(availability.available).toBe(true);
    availability.reportFailure(Object.assign(new Error('terminating connection'), { code: '57P01' }));
    expect(availability.available).toBe(false);
  });
});
