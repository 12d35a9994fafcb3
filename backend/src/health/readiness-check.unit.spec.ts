import type { Projections, Storage } from '@ticketshop/projections';
import { loadConfig } from '../config/app-config';
import { ReadinessCheck } from './readiness-check';

function checkWith(status: () => Promise<unknown[]>, cacheMs = '60000') {
  let calls = 0;
  const projections = {
    status: async () => {
      calls++;
      return status();
    },
  } as unknown as Projections;
  const check = new ReadinessCheck(
    { mode: 'server' } as Storage,
    projections,
    loadConfig({ HEALTH_CHECK_CACHE_MS: cacheMs }),
  );
  return { check, calls: () => calls };
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
});
