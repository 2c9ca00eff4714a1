// Gives the event loop a turn before each run of the model's ONNX sessions. On WASM, ONNX Runtime resolves a run
// without ever yielding a task, so a worker busy generating read its messages only after the whole generation:
// Stop (the `interrupt` request) arrived 75 tokens late at full size (npm run bench -- local-scale). One message
// round trip per token (well under a millisecond) lets the interrupt in between two tokens.

interface RunnableSession {
  run: (...args: never[]) => Promise<unknown>;
}

/** Resolves on the next task: a MessageChannel round trip (no timer clamping, unlike a nested setTimeout). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Wraps each session's run so it waits for the next task first; the sessions are otherwise untouched. */
export function runBetweenTasks(sessions: Record<string, unknown>): void {
  for (const session of Object.values(sessions)) {
    if (typeof session !== 'object' || session === null || typeof (session as RunnableSession).run !== 'function') continue;
    const s = session as RunnableSession;
    const run = s.run.bind(s);
    s.run = async (...args: never[]) => {
      await nextTask();
      return run(...args);
    };
  }
}
