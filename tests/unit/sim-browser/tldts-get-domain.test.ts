import { describe, expect, it } from 'vitest';
import { getDomain } from '../../../src/sim-browser/tldts-get-domain.ts';

describe("the page build's stand-in for tldts.getDomain", () => {
  it('gives the last two labels of a name, and IPs and single labels as they are', () => {
    expect(getDomain('localhost')).toBe('localhost');
    expect(getDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(getDomain('[::1]')).toBe('[::1]');
    expect(getDomain('lab.example.org')).toBe('example.org');
    expect(getDomain('Example.ORG.')).toBe('example.org');
    expect(getDomain('')).toBeNull();
  });
});
