// config.json and generation_config.json of the tiny model, shaped like Qwen2.5-0.5B-Instruct's.
import { TINY_QWEN2 } from './tiny-qwen2-spec.ts';

/** The dtype transformers.js picks when the caller sets none (the real loader always sets one). */
export const FIXTURE_DEFAULT_DTYPE = 'q8';

export function tinyQwen2Config(): Record<string, unknown> {
  const s = TINY_QWEN2;
  return {
    architectures: ['Qwen2ForCausalLM'],
    model_type: 'qwen2',
    bos_token_id: s.endOfTextId,
    eos_token_id: s.imEndId,
    hidden_act: 'silu',
    hidden_size: s.hiddenSize,
    intermediate_size: s.hiddenSize,
    max_position_embeddings: s.maxPositionEmbeddings,
    max_window_layers: s.numLayers,
    num_attention_heads: s.numHeads,
    num_hidden_layers: s.numLayers,
    num_key_value_heads: s.numHeads,
    rms_norm_eps: 1e-6,
    rope_theta: 1_000_000,
    sliding_window: s.maxPositionEmbeddings,
    tie_word_embeddings: false,
    torch_dtype: 'float32',
    use_cache: true,
    use_sliding_window: false,
    vocab_size: s.vocabSize,
    'transformers.js_config': { dtype: FIXTURE_DEFAULT_DTYPE },
  };
}

/**
 * Qwen2.5-0.5B-Instruct's generation defaults. Callers pass do_sample: false for greedy decoding; the
 * repetition penalty stays, as it did in the lesson's PyTorch run.
 */
export function tinyQwen2GenerationConfig(): Record<string, unknown> {
  return {
    bos_token_id: TINY_QWEN2.endOfTextId,
    pad_token_id: TINY_QWEN2.endOfTextId,
    do_sample: true,
    eos_token_id: [TINY_QWEN2.imEndId, TINY_QWEN2.endOfTextId],
    repetition_penalty: 1.1,
    temperature: 0.7,
    top_p: 0.8,
    top_k: 20,
  };
}
