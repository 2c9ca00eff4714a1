// One model worker per tab, shared by the pages that run the local model (#/local and the companion labs): it
// survives a visit to another page, so a model loaded on one is ready on the other.
import { LocalModelSession } from './local-model-session.svelte.ts';

export const tabModelSession = new LocalModelSession();
