// o200k_base's 200,000 ranks ship in gpt-tokenizer as one array literal of strings, which the build's minifier turns
// into 200,000 template literals: V8 parses those slowly, and every page that counts tokens parses them again in
// its counting worker (about 0.6 s of a core on a school laptop's first count, and in every fresh context of the
// e2e suite). Built, the module is the same array as one JSON string, which V8's JSON parser reads at a fraction of
// that cost. Same ranks, same counts; Node (tsx scripts) still imports the original.
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const RANKS = /[\\/]gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/]o200k_base\.js$/;

export function o200kRanksJson(): Plugin {
  return {
    name: 'o200k-ranks-json',
    apply: 'build',
    async transform(_code, id) {
      if (!RANKS.test(id)) return null;
      const ranks = ((await import(pathToFileURL(id).href)) as { default: (string | number[])[] }).default;
      // JSON has no holes: an unused rank would come back as null and be read as a token of no bytes.
      if (Object.keys(ranks).length !== ranks.length) {
        throw new Error('o200k-ranks-json: the ranks have holes, which JSON cannot keep');
      }
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(ranks))});`, map: null };
    },
  };
}
