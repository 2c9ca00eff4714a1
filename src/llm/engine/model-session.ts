// A session around a transformers.js causal LM: greedy generation (or seeded sampling, when asked for) that stops
// at the end of the turn, KV-cache reuse across agent steps, interrupt, live tokens and per-step timings; a reply
// may start from forced tokens (a fork from a token; forced-reply.ts) and be constrained to the offered tools' calls.
// What a generation is asked for and gives back is generation.ts. DOM-free: the same class runs in Node tests and
// inside the model worker.
import {
  AutoModelForCausalLM,
  DynamicCache,
  InterruptableStoppingCriteria,
  LogitsProcessor,
  LogitsProcessorList,
  StoppingCriteriaList,
  Tensor,
  ones,
  type DataType,
  type DeviceType,
  type PreTrainedModel,
  type PreTrainedTokenizer,
  type ProgressInfo,
} from '@huggingface/transformers';
import { promptTokenIds, renderPrompt, type ChatMessage, type RenderOptions, type TemplateTool } from '../chat-template.ts';
import { tokenAlternatives, type TokenAlternatives } from '../top-alternatives.ts';
import { AlternativesRecorder } from './alternatives-recorder.ts';
import { afterForced, forcedOnly } from './forced-reply.ts';
import { DEFAULT_MAX_NEW_TOKENS, type GenerateOptions, type Generation, type StopReason } from './generation.ts';
import { reusableLength, truncateCache } from './kv-reuse.ts';
import { runBetweenTasks } from './run-between-tasks.ts';
import { loadFailureMessage, useModelSource, type ModelSource } from './model-source.ts';
import { SeededSampler } from './seeded-sampler.ts';
import { tokenizerOnce } from './tokenizer-once.ts';
import { constraintVocabulary, ToolCallConstraint } from './tool-call-constraint.ts';
import { StepStreamer } from './step-streamer.ts';

export interface LocalModelOptions extends ModelSource {
  device?: DeviceType;
  dtype?: DataType;
  /** Per-file progress from transformers.js (initiate, download, progress, done). */
  onProgress?: (info: ProgressInfo) => void;
}

function endOfTurnIds(model: PreTrainedModel): Set<number> {
  const eos = model.generation_config?.eos_token_id ?? (model.config as { eos_token_id?: number | number[] }).eos_token_id;
  return new Set((Array.isArray(eos) ? eos : [eos]).filter((id): id is number => typeof id === 'number'));
}

/**
 * generate()'s extra processors, run after the generation config's: the recorder first (it reads the model's own
 * scores), then the constraint (it masks what would leave the offered calls), then the sampler (it draws among what
 * is left); null when there are none, so a greedy, free run without alternatives passes no list at all.
 */
function extraProcessors(...processors: (LogitsProcessor | null)[]): LogitsProcessorList | null {
  const present = processors.filter((p): p is LogitsProcessor => p !== null);
  if (present.length === 0) return null;
  const list = new LogitsProcessorList();
  for (const processor of present) list.push(processor);
  return list;
}

export class LocalModel {
  private cache: DynamicCache | null = null;
  /** The token ids whose keys/values `cache` holds. */
  private cachedIds: number[] = [];
  private readonly stopper = new InterruptableStoppingCriteria();
  private readonly endOfTurn: Set<number>;
  private busy = false;

  private constructor(
    readonly tokenizer: PreTrainedTokenizer,
    private readonly model: PreTrainedModel,
    /** Milliseconds to load tokenizer and model (files and session creation). */
    readonly loadMs: number,
  ) {
    this.endOfTurn = endOfTurnIds(model);
  }

  /**
   * Loads tokenizer and model (sets transformers.js's global `env` for the source: see useModelSource).
   * Rejects with one clear message, naming the missing file when there is one.
   */
  static async load(options: LocalModelOptions): Promise<LocalModel> {
    useModelSource(options);
    const started = performance.now();
    const progress_callback = options.onProgress;
    const [tokenizer, model] = await Promise.allSettled([
      tokenizerOnce(options, { progress_callback }),
      AutoModelForCausalLM.from_pretrained(options.model, { device: options.device, dtype: options.dtype, progress_callback }),
    ]);
    if (tokenizer.status === 'rejected' || model.status === 'rejected') {
      if (model.status === 'fulfilled') await model.value.dispose();
      const errors = [model, tokenizer].flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      throw new Error(loadFailureMessage(options, errors), { cause: errors[0] });
    }
    runBetweenTasks(model.value.sessions);
    return new LocalModel(tokenizer.value, model.value, performance.now() - started);
  }

  /** The prompt text for a conversation, by the model's chat template. */
  render(messages: readonly ChatMessage[], tools: readonly TemplateTool[], options: RenderOptions = {}): string {
    return renderPrompt(this.tokenizer, messages, tools, options);
  }

  tokenize(prompt: string): number[] {
    return promptTokenIds(this.tokenizer, prompt);
  }

  /** Tokens whose keys/values are cached for the next step. */
  get cachedTokens(): number {
    return this.cachedIds.length;
  }

  /** Greedy (or seeded-sampled) generation from a prompt (text or token ids) until the end of the turn, the token limit or interrupt(). */
  async generate(prompt: string | readonly number[], options: GenerateOptions = {}): Promise<Generation> {
    if (this.busy) throw new Error('LocalModel.generate: a generation is already running');
    this.busy = true;
    try {
      const promptIds = typeof prompt === 'string' ? this.tokenize(prompt) : [...prompt];
      const forced = [...(options.forced ?? [])];
      this.checkVocabulary(forced);
      const maxNewTokens = options.maxNewTokens ?? DEFAULT_MAX_NEW_TOKENS;
      const reply = { decode: (ids: readonly number[]) => this.decodeReply(ids), endOfTurn: this.endOfTurn };
      const written = forcedOnly(reply, promptIds.length, forced, maxNewTokens, options);
      if (written) return written;
      if (forced.length === 0) return await this.run(promptIds, options);
      const generation = await this.run([...promptIds, ...forced], { ...options, maxNewTokens: maxNewTokens - forced.length }, this.decodeWithSpecial(forced));
      return afterForced(reply, generation, forced);
    } catch (error) {
      // The cache may be half-updated (generate mutates it in place): never reuse it after a failure.
      await this.reset();
      throw error;
    } finally {
      this.busy = false;
    }
  }

  /** Stops the running generation after its current token; the result says 'interrupted'. */
  interrupt(): void {
    this.stopper.interrupt();
  }

  /** Forgets the cached prefix (a new conversation). */
  async reset(): Promise<void> {
    const cache = this.cache;
    this.cache = null;
    this.cachedIds = [];
    await cache?.dispose();
  }

  /** Frees the cache and the ONNX sessions; the instance is unusable afterwards. */
  async dispose(): Promise<void> {
    await this.reset();
    await this.model.dispose();
  }

  /** A forced token comes from a link, which may say anything: an id the model has no row for is refused in words. */
  private checkVocabulary(ids: readonly number[]): void {
    const size = (this.model.config as { vocab_size?: number }).vocab_size;
    const outside = size === undefined ? undefined : ids.find((id) => id >= size);
    if (outside !== undefined) throw new Error(`token ${outside} is not in the model's vocabulary (${size} tokens)`);
  }

  private decodeReply(tokenIds: readonly number[]): string {
    return this.tokenizer.decode([...tokenIds], { skip_special_tokens: true });
  }

  /** The text a constraint reads: `<tool_call>` and the end of turn are tokens of their own, kept. */
  private decodeWithSpecial(tokenIds: readonly number[]): string {
    return this.tokenizer.decode([...tokenIds], { skip_special_tokens: false });
  }

  /** Each token's ranking; a sampled token outside the top k with the probability the model gave it. */
  private alternatives(tokenIds: number[], recorder: AlternativesRecorder, sampler: SeededSampler | null): TokenAlternatives[] {
    const chosen = sampler?.drawnScores.map((score, i) => recorder.probabilityAt(i, score));
    return tokenAlternatives(tokenIds, recorder.ranked, (id) => this.tokenizer.decode([id], { skip_special_tokens: false }), chosen);
  }

  /** `written`: the reply's text before generation (forced tokens), where a constraint starts reading. */
  private async run(promptIds: number[], options: GenerateOptions, written = ''): Promise<Generation> {
    // Cleared first, so a stop asked for while the cache is being truncated still counts.
    this.stopper.reset();
    const kvReuse = options.kvReuse ?? true;
    const streamer = new StepStreamer(this.tokenizer, options);
    const started = performance.now();
    const reused = kvReuse ? reusableLength(this.cachedIds, promptIds) : 0;
    if (reused === 0) await this.reset();
    else if (reused < this.cachedIds.length && this.cache) this.cache = await truncateCache(this.cache, reused);

    const stoppingCriteria = new StoppingCriteriaList();
    stoppingCriteria.push(this.stopper);
    const recorder = options.alternatives ? new AlternativesRecorder(options.alternatives) : null;
    const sampler = options.sampling ? new SeededSampler(options.sampling) : null;
    const constraint = options.constrain
      ? new ToolCallConstraint({ vocabulary: constraintVocabulary(this.tokenizer, this.endOfTurn), tools: options.constrain, prefix: written })
      : null;
    const processors = extraProcessors(recorder, constraint, sampler);
    const length = promptIds.length;
    const output = (await this.model.generate({
      input_ids: new Tensor('int64', BigInt64Array.from(promptIds, (id) => BigInt(id)), [1, length]),
      // The mask covers the full sequence so generate() feeds only the uncached suffix, at the right positions.
      attention_mask: ones([1, length]),
      ...(this.cache ? { past_key_values: this.cache } : {}),
      return_dict_in_generate: true,
      do_sample: false,
      max_new_tokens: options.maxNewTokens ?? DEFAULT_MAX_NEW_TOKENS,
      stopping_criteria: stoppingCriteria,
      ...(processors ? { logits_processor: processors } : {}),
      streamer,
    })) as { sequences: Tensor; past_key_values: DynamicCache };

    const sequence = Array.from(output.sequences.data as BigInt64Array, Number);
    const cache = output.past_key_values;
    if (kvReuse) {
      // The returned cache excludes the last sampled token.
      this.cache = cache;
      this.cachedIds = sequence.slice(0, cache.get_seq_length());
    } else {
      this.cache = null;
      this.cachedIds = [];
      await cache.dispose();
    }

    const tokenIds = sequence.slice(length);
    const last = tokenIds.at(-1);
    const stopReason: StopReason = this.stopper.interrupted
      ? 'interrupted'
      : last !== undefined && this.endOfTurn.has(last)
        ? 'end_of_turn'
        : 'max_new_tokens';
    const firstAt = streamer.firstTokenAt || streamer.endedAt;
    const decodeMs = streamer.endedAt - firstAt;
    return {
      text: this.tokenizer.decode(tokenIds, { skip_special_tokens: true }),
      tokenIds,
      stopReason,
      stats: {
        inputTokens: length,
        reusedTokens: reused,
        prefilledTokens: length - reused,
        generatedTokens: tokenIds.length,
        prefillMs: firstAt - started,
        decodeMs,
        tokensPerSecond: tokenIds.length > 1 && decodeMs > 0 ? ((tokenIds.length - 1) * 1000) / decodeMs : undefined,
      },
      ...(recorder ? { alternatives: this.alternatives(tokenIds, recorder, sampler) } : {}),
      ...(constraint ? { masked: [...constraint.masked] } : {}),
    };
  }
}
