import { describe, expect, it } from 'vitest';
import { withIsolation } from '../../../src/site-worker/isolation-headers.ts';

describe('withIsolation', () => {
  it('adds COOP and COEP, keeping the status, the other headers and the body', async () => {
    const original = new Response('<!doctype html>', { status: 200, statusText: 'OK', headers: { 'content-type': 'text/html' } });
    const isolated = withIsolation(original);
    expect(isolated.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(isolated.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(isolated.headers.get('content-type')).toBe('text/html');
    expect(isolated.status).toBe(200);
    expect(await isolated.text()).toBe('<!doctype html>');
  });

  it('leaves a response it cannot re-head alone (a network error has status 0)', () => {
    const failed = Response.error();
    expect(withIsolation(failed)).toBe(failed);
  });
});
