// Where JSON text goes wrong, found the same way in every browser: engines word their parse errors differently,
// and V8 gives no position at all for an unexpected character. A scan of the syntax only (no values are built),
// iterative so that deep nesting cannot overflow the stack.

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';

/** How far a token reaches: past its end, or to the offset where it breaks. */
type Reach = { end: number } | { error: number };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

/** The offset of the first character that cannot continue JSON (`text.length` when it ends too soon), or undefined when it is valid. */
export function jsonErrorOffset(text: string): number | undefined {
  const open: string[] = [];
  const afterValue = (): Expect => (open.length === 0 ? 'end' : 'comma-or-close');
  const close = (): Expect => {
    open.pop();
    return afterValue();
  };
  let expect: Expect = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
    if (i === text.length) return expect === 'end' ? undefined : i;
    if (expect === 'end') return i;
    const c = text.charAt(i);
    // Past this one character, unless a string or scalar starts here.
    let reach: Reach = { end: i + 1 };
    if (expect === 'colon') {
      if (c !== ':') return i;
      expect = 'value';
    } else if (expect === 'comma-or-close') {
      const top = open.at(-1);
      if (c === ',') expect = top === '{' ? 'key' : 'value';
      else if ((c === '}' && top === '{') || (c === ']' && top === '[')) expect = close();
      else return i;
    } else if (expect === 'key' || expect === 'key-or-close') {
      if (c === '}' && expect === 'key-or-close') expect = close();
      else if (c !== '"') return i;
      else [reach, expect] = [stringReach(text, i), 'colon'];
    } else if (c === ']' && expect === 'value-or-close') {
      expect = close();
    } else if (c === '{' || c === '[') {
      open.push(c);
      expect = c === '{' ? 'key-or-close' : 'value-or-close';
    } else {
      reach = c === '"' ? stringReach(text, i) : (matchReach(NUMBER, text, i) ?? matchReach(LITERAL, text, i) ?? { error: i });
      expect = afterValue();
    }
    if ('error' in reach) return reach.error;
    i = reach.end;
  }
}

function matchReach(pattern: RegExp, text: string, at: number): Reach | undefined {
  pattern.lastIndex = at;
  return pattern.test(text) ? { end: pattern.lastIndex } : undefined;
}

/** The string that opens at `at`: it breaks at a control character, a bad escape, or the end with no closing quote. */
function stringReach(text: string, at: number): Reach {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return { end: i + 1 };
    if (c < 0x20) return { error: i };
    if (c === 0x5c) {
      const escape = text.charAt(i + 1);
      if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 5;
      else if (escape !== '' && '"\\/bfnrt'.includes(escape)) i += 1;
      else return { error: i };
    }
  }
  return { error: text.length };
}
