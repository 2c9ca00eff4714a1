// The lab's price table as shipped, read by hand from each provider's own model or pricing page on 2026-12-01
// (the stored copies the lab's search reaches). Every figure is one the page lists; a price the page did not show
// is null, and a model whose page could not be found is left out: Google's Gemini API pricing page was not found,
// so there is no Gemini row (a teacher adds one in the table). The first row of a provider is its runs' default.
import type { PriceTable } from './price-table.ts';

const CHECKED_ON = '2026-12-01';

export const DEFAULT_PRICES: PriceTable = [

  // The model's overview page, "Pricing": input $2, output $10, cache read $0.20 per MTok.
  {
    id: 'anthropic/claude-sonnet-5',
    provider: 'anthropic',
    model: 'claude-sonnet-5',
    input: 2,
    output: 10,
    cachedInput: 0.2,
    checkedOn: CHECKED_ON,
    source: 'https://platform.claude.com/docs/zh-CN/models/sonnet-5/overview',
  },
  // Anthropic's pricing page, "Model pricing": base input $5, cache hits $0.50, output $25 per MTok.
  {
    id: 'anthropic/claude-opus-4-5',
    provider: 'anthropic',
    model: 'claude-opus-4-5',
    input: 5,
    output: 25,
    cachedInput: 0.5,
    checkedOn: CHECKED_ON,
    source: 'https://platform.claude.com/docs/en/about-claude/pricing',
  },
  // The model's overview page: input $1, output $5 per MTok; it shows no cache-read figure.
  {
    id: 'anthropic/claude-haiku-4-5',
    provider: 'anthropic',
    model: 'claude-haiku-4-5',
    input: 1,
    output: 5,
    cachedInput: null,
    checkedOn: CHECKED_ON,
    source: 'https://platform.claude.com/docs/zh-CN/models/haiku-4-5/overview',
  },
  // The model's page, "Text tokens, per 1M tokens": input $0.10, cached input $0.025, output $0.40.
  {
    id: 'openai/gpt-4.1-nano',
    provider: 'openai',
    model: 'gpt-4.1-nano',
    input: 0.1,
    output: 0.4,
    cachedInput: 0.025,
    checkedOn: CHECKED_ON,
    source: 'https://developers.openai.com/ko-KR/api/docs/models/gpt-4.1-nano',
  },
  // The model's page, "Text tokens": input $30, output $60 per 1M tokens; no cached-input price listed.
  {
    id: 'openai/gpt-4',
    provider: 'openai',
    model: 'gpt-4',
    input: 30,
    output: 60,
    cachedInput: null,
    checkedOn: CHECKED_ON,
    source: 'https://developers.openai.com/api/docs/models/gpt-4',
  },
  // The model's overview page, "Pricing": input $2, output $10, cache read $0.20 per MTok.
  {
    id: 'anthropic/claude-sonnet-5-5',
    provider: 'anthropic',
    model: 'claude-sonnet-5-5',
    input: 2,
    output: 10,
    cachedInput: 0.2,
    checkedOn: CHECKED_ON,
    source: 'https://platform.claude.com/docs/zh-CN/models/sonnet-5-5/overview',
  },  // OpenAI's "Models" page: input $0.75, output $4.50 per MTok; it shows no cached-input figure.
  {
    id: 'openai/gpt-5.4-mini',
    provider: 'openai',
    model: 'gpt-5.4-mini',
    input: 0.75,
    output: 4.5,
    cachedInput: null,
    checkedOn: CHECKED_ON,
    source: 'https://developers.openai.com/docs/models',
  },
  // OpenAI's "Models" page: input $5, output $30 per MTok; no cached-input figure.
  {
    id: 'openai/gpt-5.5',
    provider: 'openai',
    model: 'gpt-5.5',
    input: 5,
    output: 30,
    cachedInput: null,
    checkedOn: CHECKED_ON,
    source: 'https://developers.openai.com/docs/models',
  },
];
