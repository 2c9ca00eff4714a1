// What one API shape (a wire protocol: OpenAI Responses, Anthropic Messages…) brings to the lab, as one object:
// its folder holds its simulator, its SDK adapter (the simulated and the real endpoint alike) and its words, and
// this object is its line in the table (shape-table.ts) that every list of shapes reads. Adding a shape is a
// folder and a line there.
import type { AdapterOptions } from '../providers/adapter-options.ts';
import type { Bilingual } from '../i18n/bilingual.ts';
import type { ModelAdapter } from '../providers/model-adapter.ts';
import type { ApiSimulator } from './api-simulator.ts';
import type { ChatShapeFactory } from './chat-shape.ts';

export interface ApiShape<Id extends string = string> {
  /** One name for the shape: the URL's `provider`, the trace's backend, the key slot, the eval's backend. */
  id: Id;
  /** Its names, proper nouns written the same in English and Spanish. */
  words: ShapeWords;
  /** Where its SDK is pointed under the simulators' root (`/openai/v1`: the SDK adds its own paths). */
  sdkPath: string;
  /** The key the lab's clients send its simulator, in the provider's own format (the SDKs refuse to start without one). */
  labKey: string;
  /** The simulated API: one MSW handler each, and the reader a run's script report replays. */
  simulator: ApiSimulator;
  /** Its SDK client, imported the first time the shape runs (each SDK is 70-80 KB gzipped). */
  client: () => Promise<ShapeClient>;
  /** The provider's own API, for runs with a student's key. */
  cloud: CloudApi;
  /** The usage one JSON object of a response reports (a whole body, or one event of a stream), in the shape's own fields. */
  usage(object: Record<string, unknown>): ReportedUsageFields | undefined;
  /** Its OpenTelemetry `gen_ai.provider.name` (both OpenAI APIs are `openai`). */
  otelName: string;
  /** Who sells it, as the price table names vendors (`openai`, `anthropic`, `google`). */
  vendor: string;
}

export interface ShapeWords {
  /** `OpenAI`, `Anthropic`. */
  vendor: string;
  /** `Responses API`, `Messages API`. */
  api: string;
  /** What a phone's chip shows where there is no room for both: `Responses`, `Anthropic`. */
  short: string;
}

/** The SDK adapter of a shape: the ReAct loop's turns, and a plan stage's plain conversation, over one SDK client. */
export interface ShapeClient {
  /** `apiKey` is the run's key, or the shape's lab key (create-adapter.ts fills it in). */
  adapter(options: AdapterOptions & { apiKey: string }): ModelAdapter;
  chat: ChatShapeFactory;
}

/** The provider's API as a real run's endpoint: its base URL, a few current model names and what a browser call needs. */
export interface CloudApi {
  /** `OpenAI (Responses)`: the endpoint picker's label. */
  label: string;
  baseUrl: string;
  models: readonly string[];
  /** What the API needs to answer a page on another origin. */
  cors: Bilingual;
}

/** Tokens as one object of a response reports them; a field the object does not have is absent. */
export interface ReportedUsageFields {
  inputTokens?: number;
  outputTokens?: number;
  cachedInputTokens?: number;
}
