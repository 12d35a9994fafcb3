import { nestsDeeperThan } from './body-parsing';

const deeper = (json: string, maxDepth: number) => nestsDeeperThan(Buffer.from(json, 'utf8'), maxDepth);

describe('JSON depth check', () => {
  it('counts objects and arrays opened inside each other', () => {
    expect(deeper('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[]}]}', 3)).toBe(true);
    // Side by side is not deeper.
    expect(deeper('[[],[],[],{}]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes and multi-byte characters included', () => {
    expect(deeper('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"a":"\\"[[[[","ą€😀":"]]"}', 1)).toBe(false);
    expect(deeper('{"a":"\\\\","b":[[]]}', 2)).toBe(true);
  });

  it('reads 40,000 levels without recursion', () => {
    expect(deeper(`${'['.repeat(40_000)}${']'.repeat(40_000)}`, 32)).toBe(true);
  });
});
