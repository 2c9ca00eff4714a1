// Qwen2.5-0.5B's config.json fields a check of a model's files reads (its type and shape), for the tests of the check
// and of `npm run model:pack`.
import { QWEN25_05B_DIMS } from '../../../src/llm/decoder-graph/decoder-dimensions.ts';

export const QWEN25_CONFIG = {
  model_type: 'qwen2',
  num_hidden_layers: QWEN25_05B_DIMS.layers,
  hidden_size: QWEN25_05B_DIMS.hidden,
  num_attention_heads: QWEN25_05B_DIMS.heads,
  num_key_value_heads: QWEN25_05B_DIMS.kvHeads,
  intermediate_size: QWEN25_05B_DIMS.intermediate,
  vocab_size: QWEN25_05B_DIMS.vocab,
};
