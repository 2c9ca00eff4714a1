// A generate() streamer that times prefill and decode and passes live text and token ids to callbacks.
// generate() calls put() once with the prompt before the first forward pass, then once per new token.
import { TextStreamer, type PreTrainedTokenizer } from '@huggingface/transformers';

export interface StreamCallbacks {
  /** Text as it forms whole words (special tokens left out). */
  onText?: (text: string) => void;
  /** Every new token id, as soon as it is sampled. */
  onToken?: (id: number) => void;
}

export class StepStreamer extends TextStreamer {
  /** performance.now() when generation started, when the first new token came out, and when it ended. */
  startedAt = 0;
  firstTokenAt = 0;
  endedAt = 0;
  private sawPrompt = false;

  constructor(tokenizer: PreTrainedTokenizer, callbacks: StreamCallbacks = {}) {
    super(tokenizer, {
      skip_prompt: true,
      skip_special_tokens: true,
      callback_function: (text: string) => callbacks.onText?.(text),
      token_callback_function: (ids: bigint[]) => ids.forEach((id) => callbacks.onToken?.(Number(id))),
    });
  }

  override put(value: bigint[][]): void {
    const now = performance.now();
    if (!this.sawPrompt) {
      this.sawPrompt = true;
      this.startedAt = now;
    } else if (this.firstTokenAt === 0) {
      this.firstTokenAt = now;
    }
    super.put(value);
  }

  override end(): void {
    super.end();
    this.endedAt = performance.now();
  }
}
