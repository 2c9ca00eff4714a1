// Every `{…}` of a reply found in one pass with a brace stack, so that reading a call out of a long or hostile
// reply (100 KB of `{`) stays linear instead of rescanning to the end for each `{`. JSON strings and escapes
// are read only inside an object: between objects a `"` is prose.

export interface ObjectSpan {
  start: number;
  /** Index of the closing `}`; -1 when the object never closes. */
  end: number;
  /** Whether a key of this object itself (not of a nested one) is exactly "tool". */
  ownToolKey: boolean;
}

/** Whether the string between the quotes at `open` and `close` spells "tool", escapes decoded. */
function spellsTool(text: string, open: number, close: number): boolean {
  const raw = text.slice(open + 1, close);
  if (!raw.includes('\\')) return raw === 'tool';
  try {
    return JSON.parse(text.slice(open, close + 1)) === 'tool';
  } catch {
    return false;
  }
}

function followedByColon(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  return text[i] === ':';
}

/** The reply's objects in the order their `{` appears, nested ones included. */
export function objectSpans(text: string): ObjectSpan[] {
  const spans: ObjectSpan[] = [];
  const open: ObjectSpan[] = [];
  let stringStart = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (stringStart !== -1) {
      if (ch === '\\') i++;
      else if (ch === '"') {
        const top = open[open.length - 1];
        if (top && !top.ownToolKey && spellsTool(text, stringStart, i) && followedByColon(text, i + 1)) top.ownToolKey = true;
        stringStart = -1;
      }
    } else if (ch === '{') {
      const span = { start: i, end: -1, ownToolKey: false };
      spans.push(span);
      open.push(span);
    } else if (open.length === 0) continue;
    else if (ch === '"') stringStart = i;
    else if (ch === '}') (open.pop() as ObjectSpan).end = i;
  }
  return spans;
}
