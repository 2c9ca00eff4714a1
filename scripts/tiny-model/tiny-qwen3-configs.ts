// config.json and generation_config.json of the tiny Qwen3 models, shaped like Qwen3-0.6B's (model_type qwen3,
// an explicit head_dim, which transformers.js reads for the KV cache's shape).
import { FIXTURE_DEFAULT_DTYPE } from './tiny-qwen2-configs.ts';
import { TINY_QWEN3 } from './tiny-qwen3-spec.ts';

export function tinyQwen3Config(): Record<string, unknown> {
  const s = TINY_QWEN3;
  return {
    architectures: ['Qwen3ForCausalLM'],
    model_type: 'qwen3',
    attention_bias: false,
    bos_token_id: s.endOfTextId,
    eos_token_id: s.imEndId,
    head_dim: s.headDim,
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
    tie_word_embeddings: false,
    torch_dtype: 'float32',
    use_cache: true,
    use_sliding_window: false,
    vocab_size: s.vocabSize,
    'transformers.js_config': { dtype: FIXTURE_DEFAULT_DTYPE },
  };
}

/** Qwen3's sampling defaults (no repetition penalty); the lab decodes greedily (do_sample: false) anyway. */
export function tinyQwen3GenerationConfig(): Record<string, unknown> {
  return {
    bos_token_id: TINY_QWEN3.endOfTextId,
    pad_token_id: TINY_QWEN3.endOfTextId,
    do_sample: true,
    eos_token_id: [TINY_QWEN3.imEndId, TINY_QWEN3.endOfTextId],
    temperature: 0.6,
    top_p: 0.95,
    top_k: 20,
  };
}
