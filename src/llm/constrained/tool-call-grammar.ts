// The language a constrained reply must stay in, for the tools offered: either plain text (an answer), or text
// followed by one or more valid Hermes calls of those tools. Read top to bottom, this file is that language:
//
//   reply      := whitespace* (think | a first character that is not `{`, `[` or a backtick) text
//   think      := `<think>` free text `</think>` reply            (Qwen3's think block; a call inside is no call)
//   text       := any text; `<tool_call>` in it starts a call
//   call       := `\n` {"name": NAME, "arguments": ARGUMENTS} `\n</tool_call>` (`\n<tool_call>` call | end of turn)
//
// NAME is one of the offered names, ARGUMENTS an object valid for that tool's parameters schema (json-value.ts),
// with at most one space, after `:` and `,`, and nowhere else. Text may end anywhere; a call only after its
// `</tool_call>`. A bare JSON object or a ```json fence is no call, so a reply may not open with one.
// Why the lab's own: transformers.js's structured-output package (4.3.0) constrains a whole reply to one JSON
// schema and refuses `pattern`, which every lesson tool's ticker and dates use; a Hermes reply is text or calls
// wrapped in tags, and the patterns are what keeps a ticker a ticker.
import type { TemplateTool } from '../chat-template.ts';
import { literal, optionalSpace, union, type GrammarState, type Loop, type Next } from './grammar-state.ts';
import { schemaValue } from './json-value.ts';

/** Where a constrained reply starts, for these tools. */
export function toolCallGrammar(tools: readonly TemplateTool[]): GrammarState {
  const call: Next = () => (tools.length === 0 ? null : literal('\n{"name":', () => optionalSpace(nameAndArguments)));

  const nameAndArguments = () =>
    union(
      tools.map(({ function: tool }) => {
        const args = schemaValue(tool.parameters, tool.parameters);
        return literal(`${JSON.stringify(tool.name)},`, () =>
          optionalSpace(() => literal('"arguments":', () => optionalSpace(() => args(() => literal('}\n</tool_call>', () => afterCall))))),
        );
      }),
    );

  const afterCall = endOrAnotherCall(call);
  const toolCall: Keyword = { word: '<tool_call>', then: call };
  const text = new FreeText([toolCall]);
  // At the start, `<` may open a think block as well as a call.
  const opening = new FreeText([{ word: '<think>', then: () => think }, toolCall], '<', text);
  const reply: GrammarState = new ReplyStart(text, opening);
  const think = new FreeText([{ word: '</think>', then: () => reply }]);
  return reply;
}

/** Text that runs until one of its words, each opening with `<`, leads elsewhere. */
interface Keyword {
  readonly word: string;
  readonly then: Next;
}

/** Free text, or within it the start of a keyword (`matched`); any other character falls back to `fallback`. */
class FreeText implements GrammarState {
  readonly canEnd = true;
  readonly loop: Loop;
  private readonly fallback: FreeText;

  constructor(
    private readonly keywords: readonly Keyword[],
    private readonly matched = '',
    fallback?: FreeText,
  ) {
    this.fallback = fallback ?? this;
    // Only `<` and the keywords' next characters change anything; every other one leads back to plain text.
    const nextChars = keywords.map((k) => k.word[matched.length]).join('');
    this.loop = { stops: '<' + nextChars, to: this.fallback };
  }

  advance(char: string): GrammarState | null {
    if (this.matched === '' && char !== '<') return this;
    const matched = this.matched + char;
    const done = this.keywords.find((k) => k.word === matched);
    if (done) return done.then();
    const started = this.keywords.filter((k) => k.word.startsWith(matched));
    if (started.length > 0) return new FreeText(started, matched, this.fallback);
    // Keywords have `<` only first, so after a mismatch only this character itself can start one again.
    return this.fallback.advance(char);
  }
}

const WHITESPACE = ' \t\n\r';
const NO_FIRST = '{[`';

/** The start of the reply (or of what follows a think block): whitespace, then a first character that is no JSON. */
class ReplyStart implements GrammarState {
  readonly canEnd = true;
  readonly loop: Loop;

  constructor(
    private readonly text: FreeText,
    /** The state after a first `<`. */
    private readonly opening: FreeText,
  ) {
    this.loop = { stops: WHITESPACE + NO_FIRST + '<', to: text };
  }

  advance(char: string): GrammarState | null {
    if (WHITESPACE.includes(char)) return this;
    if (NO_FIRST.includes(char)) return null;
    return char === '<' ? this.opening : this.text;
  }
}

/** After `</tool_call>`: the turn ends, or another call follows at once. */
function endOrAnotherCall(call: Next): GrammarState {
  return {
    canEnd: true,
    advance: (char) => literal('\n<tool_call>', call)?.advance(char) ?? null,
  };
}
