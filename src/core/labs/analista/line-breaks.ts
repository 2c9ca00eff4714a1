// A CSV file may mix its line breaks (CRLF, LF and a lone CR, as files pasted together or edited on two systems
// are): pandas, which the course uses, reads each as a line break, while PapaParse takes one kind per file. So the
// breaks between records become LF before PapaParse reads them; a break inside a quoted field is the field's text
// and stays as written. The text arrives in pieces, so the quoting state carries over, and a CR that ends a piece
// waits for the next (it may be the first half of a CRLF).

const LF = 10;

/** Where the scan stands: at a field's start, inside an unquoted field, inside quotes, just after a closing quote. */
type State = 'start' | 'unquoted' | 'quoted' | 'closed';

export class LineBreaks {
  readonly #delimiter: number;
  #state: State = 'start';
  #heldCr = false;

  constructor(delimiter: string) {
    this.#delimiter = delimiter.charCodeAt(0);
  }

  /** `text` with every record's line break as LF; `last` once no more text can come. */
  push(text: string, last: boolean): string {
    if (this.#heldCr) text = `\r${text}`;
    this.#heldCr = false;
    let out = '';
    let from = 0;
    // From one quote or CR to the next (indexOf, not a loop over every character: files run to tens of MB).
    let at = 0;
    let quote = text.indexOf('"');
    let cr = text.indexOf('\r');
    for (;;) {
      if (this.#state === 'quoted') {
        if (quote === -1) return out + text.slice(from);
        this.#state = 'closed';
        at = quote + 1;
        quote = text.indexOf('"', at);
        if (cr !== -1 && cr < at) cr = text.indexOf('\r', at);
        continue;
      }
      const next = quote === -1 ? cr : cr === -1 ? quote : Math.min(quote, cr);
      this.#pass(text, at, next === -1 ? text.length : next);
      if (next === -1) return out + text.slice(from);
      at = next + 1;
      if (next === quote) {
        // A quote opens a quoted field only at the field's start (or doubles one that just closed).
        this.#state = this.#state === 'start' || this.#state === 'closed' ? 'quoted' : 'unquoted';
        quote = text.indexOf('"', at);
        continue;
      }
      this.#state = 'start';
      cr = text.indexOf('\r', at);
      if (next === text.length - 1 && !last) {
        this.#heldCr = true;
        return out + text.slice(from, next);
      }
      // CRLF loses its CR; a lone CR becomes LF.
      out += text.slice(from, next) + (text.charCodeAt(next + 1) === LF ? '' : '\n');
      from = at;
    }
  }

  /** The state after the characters from `from` to `to`, none of them a quote or a CR. */
  #pass(text: string, from: number, to: number): void {
    if (to <= from) return;
    const c = text.charCodeAt(to - 1);
    this.#state = c === LF || c === this.#delimiter ? 'start' : 'unquoted';
  }
}
