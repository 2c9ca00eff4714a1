import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../../../src/core/providers/endpoint-failure.ts';

const timeout = Object.assign(new Error('Request timed out.'), { name: 'APIConnectionTimeoutError' });
const answered = { url: 'http://sim.test/x', requestBody: '{}', status: 200 };

describe('classifyFailure', () => {
  it('a 200 whose body the SDK could not read as the API shape is a malformed response', () => {
    expect(classifyFailure(new Error('Unexpected token < in JSON'), answered)).toMatchObject({ kind: 'bad_response' });
  });
  it('a response cut by the client timeout while its body was read is a timeout, not a malformed response', () => {
    expect(classifyFailure(timeout, answered)).toMatchObject({ kind: 'timeout' });
  });
  it('an HTTP error stays an HTTP error whatever the SDK threw', () => {
    expect(classifyFailure(timeout, { ...answered, status: 504 })).toMatchObject({ kind: 'http_error', status: 504 });
  });
  it('no response and a timeout is a timeout; no response otherwise is a network failure', () => {
    expect(classifyFailure(timeout, undefined)).toMatchObject({ kind: 'timeout' });
    expect(classifyFailure(new TypeError('Failed to fetch'), undefined)).toMatchObject({ kind: 'network' });
  });
  it('a request the token limit stopped is blocked', () => {
    expect(classifyFailure(new Error('x'), { ...answered, blocked: 'over the limit' })).toEqual({ kind: 'blocked', message: 'over the limit' });
  });
});
