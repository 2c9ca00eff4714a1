// What a caught value says, for a message a person reads: anything can be thrown, not only an Error.

/**
 * @example errorMessage(new TypeError('Failed to fetch')) // 'Failed to fetch'
 * @example errorMessage(new TypeError('x'), { withName: true }) // 'TypeError: x'
 * @example errorMessage('timeout') // 'timeout'
 */
export function errorMessage(error: unknown, options: { withName?: boolean } = {}): string {
  if (!(error instanceof Error)) return String(error);
  return options.withName ? `${error.name}: ${error.message}` : error.message;
}
