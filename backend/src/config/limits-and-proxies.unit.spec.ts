import { ConfigurationError, loadConfig, trustProxyOf } from './app-config';

describe('configuration: limits and proxies', () => {
  it('given no TRUST_PROXY, then no proxy is believed and the client address is the connection’s', () => {
    expect(trustProxyOf(loadConfig({}))).toBe(false);
    expect(trustProxyOf(loadConfig({ TRUST_PROXY: '0' }))).toBe(false);
  });

  it('given a hop count or a list of proxies, then Express gets them as it takes them', () => {
    expect(trustProxyOf(loadConfig({ TRUST_PROXY: '1' }))).toBe(1);
    expect(trustProxyOf(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }))).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('given a value that would trust every sender, or one that is no address, then the shop does not start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigurationError);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY must be a hop count/);
  });

  it('given nothing, then the order limits have their defaults; a limit below 1 is refused', () => {
    expect(loadConfig({})).toMatchObject({
      ORDER_RATE_PER_ADDRESS: 10,
      ORDER_RATE_PER_EMAIL: 5,
      ORDER_RATE_WINDOW_SECONDS: 600,
      QUOTE_RATE_PER_ADDRESS: 120,
      QUOTE_RATE_WINDOW_SECONDS: 60,
      MAX_HELD_SEATS_PER_BUYER: 20,
    });
    expect(loadConfig({ ORDER_RATE_PER_ADDRESS: '500' }).ORDER_RATE_PER_ADDRESS).toBe(500);
    expect(() => loadConfig({ MAX_HELD_SEATS_PER_BUYER: '0' })).toThrow(/MAX_HELD_SEATS_PER_BUYER/);
    expect(() => loadConfig({ ORDER_RATE_PER_EMAIL: 'many' })).toThrow(/ORDER_RATE_PER_EMAIL/);
  });
});
