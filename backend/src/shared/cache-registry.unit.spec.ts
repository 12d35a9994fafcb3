import { CacheRegistry } from './cache-registry';

describe('the cache registry', () => {
  it('given registered caches, when cleared, then each is emptied once and their names are answered', async () => {
    const registry = new CacheRegistry();
    const cleared: string[] = [];
    registry.register('settings', () => {
      cleared.push('settings');
    });
    registry.register('public-reads', async () => {
      await Promise.resolve();
      cleared.push('public-reads');
    });
    expect(await registry.clearAll()).toEqual(['settings', 'public-reads']);
    expect(cleared.sort()).toEqual(['public-reads', 'settings']);
  });

  it('given a name taken already, then a second cache under it is refused', () => {
    const registry = new CacheRegistry();
    registry.register('settings', () => undefined);
    expect(() => registry.register('settings', () => undefined)).toThrow(/registered already/);
  });
});
