// How Node's simulators and the site's service worker count their responses' `usage`: o200k_base on their own
// thread, the encoder loading on the first request (the page's own simulators count in its token worker).
import { o200kHere } from '../tokens/o200k-here.ts';
import type { UsageCounter } from './endpoint-handler.ts';

export const o200kUsage: UsageCounter = (texts) => o200kHere.count(texts);
