// The model's vocabulary arranged once for the token mask (token-mask.ts): its pieces in sorted order with the
// prefix each shares with the one before (a trie, flattened into two arrays: one walk of it advances a shared
// prefix once for all the pieces under it), and which pieces hold given characters (so free text skips the walk).
// Built once per vocabulary and kept with it.

/** The vocabulary as the grammar sees it. */
export interface ConstraintVocabulary {
  /** Each id's text, decoded alone with special tokens kept (`<tool_call>`, `<|im_end|>`, `" BUSI"`, maybe `\uFFFD`). */
  readonly pieces: readonly string[];
  /** The ids that end the turn: allowed exactly where the grammar may end. */
  readonly endOfTurn: ReadonlySet<number>;
  /** Ids never allowed (added tokens such as `<|im_start|>`, `<|endoftext|>`). */
  readonly special: ReadonlySet<number>;
}

export interface VocabularyIndex {
  /** 1 for an id the grammar decides by its text: not empty, not special, not end of turn. */
  readonly ordinary: Uint8Array;
  /** The ordinary ids, sorted by piece (UTF-16 code units). */
  readonly sorted: Int32Array;
  /** How many leading characters `sorted[i]`'s piece shares with `sorted[i - 1]`'s (0 for the first). */
  readonly shared: Int32Array;
  /** The ordinary ids whose piece holds any of `chars`. */
  holding(chars: string): Int32Array;
  /** The same as a mask over ids: 1 where the piece holds any of `chars`. */
  holds(chars: string): Uint8Array;
  /** The ordinary ids whose piece starts with any of `chars`. */
  startingWith(chars: string): Int32Array;
}

const indexes = new WeakMap<ConstraintVocabulary, VocabularyIndex>();

export function vocabularyIndex(vocabulary: ConstraintVocabulary): VocabularyIndex {
  let index = indexes.get(vocabulary);
  if (!index) indexes.set(vocabulary, (index = buildIndex(vocabulary)));
  return index;
}

function buildIndex({ pieces, endOfTurn, special }: ConstraintVocabulary): VocabularyIndex {
  const ordinary = new Uint8Array(pieces.length);
  const ids: number[] = [];
  pieces.forEach((piece, id) => {
    if (piece === '' || endOfTurn.has(id) || special.has(id)) return;
    ordinary[id] = 1;
    ids.push(id);
  });
  ids.sort((a, b) => (pieces[a]! < pieces[b]! ? -1 : pieces[a]! > pieces[b]! ? 1 : 0));
  const sorted = Int32Array.from(ids);
  const shared = new Int32Array(sorted.length);
  for (let i = 1; i < sorted.length; i++) shared[i] = commonPrefix(pieces[sorted[i - 1]!]!, pieces[sorted[i]!]!);

  const byFirst = new Map<string, number[]>();
  for (const id of ids) {
    const first = pieces[id]![0]!;
    const list = byFirst.get(first);
    if (list) list.push(id);
    else byFirst.set(first, [id]);
  }
  const holding = kept((chars) => Int32Array.from(ids.filter((id) => [...chars].some((c) => pieces[id]!.includes(c)))));
  const holds = kept((chars) => {
    const mask = new Uint8Array(pieces.length);
    for (const id of holding(chars)) mask[id] = 1;
    return mask;
  });
  return {
    ordinary,
    sorted,
    shared,
    holding,
    holds,
    startingWith: kept((chars) => Int32Array.from([...chars].flatMap((c) => byFirst.get(c) ?? []))),
  };
}

/** An answer per set of characters, made once (a grammar uses only a handful of sets). */
function kept<T>(make: (chars: string) => T): (chars: string) => T {
  const made = new Map<string, T>();
  return (chars) => {
    let answer = made.get(chars);
    if (answer === undefined) made.set(chars, (answer = make(chars)));
    return answer;
  };
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
