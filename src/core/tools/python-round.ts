// Python's round(x, n) for floats: the decimal nearest to the exact binary value of x, ties to even, read
// back as the nearest double. `Math.round(x * 100) / 100` differs on some inputs (x * 100 is itself rounded),
// and the lesson's figures come from Python.

const FLOAT = new Float64Array(1);
const BITS = new BigUint64Array(FLOAT.buffer);

/** x as mantissa · 2^exponent, exactly. */
function decompose(x: number): { mantissa: bigint; exponent: number } {
  FLOAT[0] = x;
  const bits = BITS[0] as bigint;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  return biased === 0
    ? { mantissa: fraction, exponent: -1074 }
    : { mantissa: fraction | 0x10000000000000n, exponent: biased - 1075 };
}

export function pythonRound(x: number, digits: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const negative = x < 0;
  const { mantissa, exponent } = decompose(Math.abs(x));
  if (exponent >= 0) return x;
  // |x| · 10^digits = mantissa · 10^digits / 2^-exponent: integer part and remainder, exactly.
  const scaled = mantissa * 10n ** BigInt(digits);
  const divisor = 1n << BigInt(-exponent);
  let quotient = scaled / divisor;
  const twiceRemainder = 2n * (scaled % divisor);
  if (twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n)) quotient += 1n;
  const rounded = Number(`${quotient}e-${digits}`);
  return negative ? -rounded : rounded;
}
