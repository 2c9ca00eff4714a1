// What a caught value says, for a message a person reads: anything can be thrown, not only an Error, and an
// Error without a message still has a name (an SDK's bare AbortError, say).

/**
 * @example errorMessage(new TypeError('Failed to fetch')) // 'Failed to fetch'
 * @example errorMessage(new TypeError('x'), { withName: true }) // 'TypeError: x'
 * @example errorMessage(new DOMException('', 'AbortError')) // 'AbortError'
 * @example errorMessage('timeout') // 'timeout'
 */
export function errorMessage(error: unknown, options: { withName?: boolean } = {}): string {
  if (!(error instanceof Error)) return String(error);
  if (options.withName) return `${error.name}: ${error.message}`;
  return error.message || error.name;
}
