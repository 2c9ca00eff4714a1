// Where transformers.js reads model files from: the Hugging Face Hub, or only a local folder.
import { env } from '@huggingface/transformers';
import { errorMessage } from '../../core/errors/error-message.ts';
import { fetchOnce } from './fetch-once.ts';

export interface ModelSource {
  /** A Hub model id (`onnx-community/Qwen2.5-0.5B-Instruct`) or a folder name under `localModelPath`. */
  model: string;
  /**
   * Load only from this folder: a path (`/models/`, `BASE_URL + 'models/'`), not an http:// URL (transformers.js
   * 4.3.2 then fails with "reading 'tokenizer_class'"). Absent: the Hub.
   */
  localModelPath?: string;
  /**
   * Every file was picked on this computer and stored in the browser's cache under the URL the loader looks for
   * (ui/common/local-model/store-model-files.ts): a fetch of a model file is refused, not sent.
   */
  fromThisComputer?: boolean;
}

const plainFetch = env.fetch;
type EnvFetch = NonNullable<typeof env.fetch>;

/**
 * Sets transformers.js's global `env` for a source (one source at a time per worker or process). A local folder's
 * files go through fetchOnce, so its size probe costs a HEAD, not a second download (fetch-once.ts).
 */
export function useModelSource(source: ModelSource): void {
  let fetchFn = plainFetch;
  if (source.localModelPath !== undefined) {
    env.allowLocalModels = true;
    env.allowRemoteModels = false;
    env.localModelPath = source.localModelPath;
    fetchFn = plainFetch ? fetchOnce(plainFetch, source.localModelPath) : plainFetch;
  } else {
    env.allowLocalModels = false;
    env.allowRemoteModels = true;
  }
  env.fetch = source.fromThisComputer && fetchFn ? refusingModelFiles(fetchFn, source) : fetchFn;
}

/** Where a source's files would be fetched from: the Hub's `<id>/resolve/`, or the site's folder. */
function filesBase(source: ModelSource): string {
  return source.localModelPath !== undefined ? `${source.localModelPath}${source.model}/` : `${HUB_HOST}${source.model}/resolve/`;
}

const HUB_HOST = 'https://huggingface.co/';

/**
 * A fetch that refuses the source's model files (other requests, ONNX Runtime's own files, go through): a Load from
 * files picked on this computer reads them from the cache, and one that is not there is named, not downloaded.
 */
export function refusingModelFiles(fetchFn: EnvFetch, source: ModelSource): EnvFetch {
  const base = filesBase(source);
  return (input, init) => {
    const url = String(input);
    const at = url.indexOf(base);
    if (at < 0) return fetchFn(input, init);
    const file = url.slice(at + base.length).replace(/^main\//, '');
    return Promise.reject(new Error(`${file} is not among the files picked on this computer (nothing is downloaded for them): pick the model's folder again`));
  };
}

/** A DOMException's name says what its message may not ("QuotaExceededError"); other errors say it themselves. */
function failureText(error: unknown): string {
  const message = errorMessage(error);
  if (typeof DOMException !== 'undefined' && error instanceof DOMException && !message.includes(error.name)) return `${error.name}: ${message}`;
  return message;
}

/**
 * One clear sentence for a failed load. transformers.js names a missing file clearly, but a missing or
 * unreadable tokenizer_config.json surfaces as "reading 'tokenizer_class'": that one is translated.
 */
export function loadFailureMessage(source: ModelSource, errors: readonly unknown[]): string {
  const messages = errors.map(failureText);
  const missingFile = messages.find((m) => m.includes('not found'));
  const reason =
    missingFile ??
    messages
      .map((m) => (m.includes("'tokenizer_class'") ? 'tokenizer_config.json is missing or unreadable' : m))
      .join('; ');
  const where = source.fromThisComputer
    ? 'from the files picked on this computer'
    : source.localModelPath !== undefined
      ? `from ${source.localModelPath}`
      : 'from the Hugging Face Hub';
  return `Could not load the model "${source.model}" ${where}: ${reason}`;
}
