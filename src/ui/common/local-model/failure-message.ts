// A failed Load's message said once: transformers.js tries a file more than one way and the worker joins every
// error, so a dropped network read "Failed to fetch; Failed to fetch". Each reason is kept the first time only.

/**
 * @example onceEach('Could not load the model "m" from the Hugging Face Hub: Failed to fetch; Failed to fetch')
 *   // 'Could not load the model "m" from the Hugging Face Hub: Failed to fetch'
 */
export function onceEach(message: string): string {
  const kept: string[] = [];
  for (const part of message.split(/;\s+/)) {
    const reason = part.trim();
    if (reason === '') continue;
    // The first reason follows the message's opening ("Could not load …: "): a repeat of it is a repeat too.
    if (kept.some((k) => k === reason || k.endsWith(`: ${reason}`))) continue;
    kept.push(reason);
  }
  return kept.join('; ');
}
