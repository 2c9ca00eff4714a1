// Linearity checked by counting work, not by timing it, so a busy machine cannot fail it: a string whose reads
// (its characters, its length, the text its methods are handed) are counted. A routine linear in its input reads
// a 100 KB string about as often as twenty 5 KB ones; a rescan from every position reads it twenty times as often.

export interface CountedText {
  /** Stands for the string: index reads and `length` are counted, its methods run on the real one. */
  text: string;
  reads: () => number;
}

const PIECES = new Set(['slice', 'substring', 'substr', 'at', 'charAt', 'charCodeAt', 'codePointAt']);

export function countedText(real: string): CountedText {
  let reads = 0;
  const target = Object(real) as object;
  const proxy = new Proxy(target, {
    get(_, key) {
      if (typeof key === 'string' && (key === 'length' || /^\d+$/.test(key))) {
        reads++;
        return key === 'length' ? real.length : real[Number(key)];
      }
      const value: unknown = Reflect.get(String.prototype, key);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(real, args);
          // A piece taken out costs its length; any other method may scan the whole string once.
          reads += typeof key === 'string' && PIECES.has(key) ? Math.max(1, String(result).length) : real.length;
          return result;
        };
      }
      return value;
    },
  });
  return { text: proxy as unknown as string, reads: () => reads };
}

/** Reads of `process` on `whole` over its reads on each of `parts`, summed: about 1 when it is linear. */
export function wholeToPartsReads(process: (text: string) => unknown, whole: string, parts: readonly string[]): number {
  const once = (text: string) => {
    const counted = countedText(text);
    process(counted.text);
    return counted.reads();
  };
  const partsReads = parts.reduce((sum, part) => sum + once(part), 0);
  return once(whole) / Math.max(partsReads, 1);
}
