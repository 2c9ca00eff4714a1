// Which tokens may come next from a grammar state: those whose piece, read character by character from the
// state, stays in the language (and the end-of-turn tokens where the turn may end). The constrained decoder's
// logits processor (engine/tool-call-constraint.ts) masks all others, at every generated token.
//
// Two ways, both giving exactly that set. In call mode few pieces fit: walk the sorted pieces as a trie, so a
// shared prefix is advanced once, and a dead prefix skips every piece under it. In free text nearly every piece
// fits: the state's loop says which characters could change anything, so only the pieces holding one are read.
import type { GrammarState } from './grammar-state.ts';
import { vocabularyIndex, type ConstraintVocabulary, type VocabularyIndex } from './vocabulary-index.ts';

/** 1 for each id (`pieces` order) that may come next from `state`, 0 for the rest. */
export function allowedTokens(vocabulary: ConstraintVocabulary, state: GrammarState): Uint8Array {
  const index = vocabularyIndex(vocabulary);
  const allowed = state.loop?.to.loop ? allowInLoop(vocabulary, index, state) : walkTrie(vocabulary, index, state);
  for (const id of vocabulary.endOfTurn) if (id < allowed.length) allowed[id] = state.canEnd ? 1 : 0;
  return allowed;
}

/** Every ordinary piece, each shared prefix advanced once; a dead prefix skips all the pieces that share it. */
function walkTrie({ pieces }: ConstraintVocabulary, { sorted, shared }: VocabularyIndex, state: GrammarState): Uint8Array {
  const allowed = new Uint8Array(pieces.length);
  /** states[d]: the state after the first d characters of the piece read last (valid up to where it was read). */
  const states: GrammarState[] = [state];
  let deadAt = -1;
  for (let i = 0; i < sorted.length; i++) {
    // A piece that shares the dead piece's characters up to the one that killed it dies there too.
    if (deadAt >= 0 && shared[i]! > deadAt) continue;
    const id = sorted[i]!;
    const piece = pieces[id]!;
    let depth = shared[i]!;
    let current: GrammarState | null = states[depth]!;
    while (depth < piece.length) {
      current = current.advance(piece[depth]!);
      if (!current) break;
      states[++depth] = current;
    }
    deadAt = current ? -1 : depth;
    if (current) allowed[id] = 1;
  }
  return allowed;
}

/**
 * In a loop (free text, a free string): a piece free of the characters that could change anything leads where
 * the loop does, so it is allowed unread; only the pieces holding such a character are read.
 */
function allowInLoop({ pieces }: ConstraintVocabulary, index: VocabularyIndex, state: GrammarState): Uint8Array {
  const loop = state.loop!;
  const allowed = index.ordinary.slice();
  // The first character leaves `state` by `loop.stops`; the rest are read in `loop.to`, left by its own stops.
  const toRead = loop.to === state ? [index.holding(loop.stops)] : [index.startingWith(loop.stops), index.holding(loop.to.loop!.stops)];
  for (const ids of toRead) for (const id of ids) allowed[id] = reads(index, state, pieces[id]!, id) ? 1 : 0;
  return allowed;
}

/** Whether the grammar reads `piece` from `state`; done early once in a loop whose stops the piece does not hold. */
function reads(index: VocabularyIndex, state: GrammarState, piece: string, id: number): boolean {
  let current: GrammarState | null = state;
  for (let i = 0; i < piece.length; i++) {
    if (current.loop?.to === current && !index.holds(current.loop.stops)[id]) return true;
    current = current.advance(piece[i]!);
    if (!current) return false;
  }
  return true;
}
