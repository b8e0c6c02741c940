import { describe, expect, it } from 'vitest';
import { pickEncoding } from './rendered';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['GZIP, BR', 'br'],
    ['*', 'br'],
    ['deflate', null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
