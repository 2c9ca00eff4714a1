// Whether this browser can draw an emoji, so a line that starts with one (the course's `📊 Tools used: …`) shows
// it only where it renders: on a school computer with no emoji font it would be an empty box. Checked once per
// emoji by drawing it on a small canvas: a colour glyph, or any glyph that differs from the missing-glyph box.

const SIZE = 24;
const FONT = `${SIZE - 4}px "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla", sans-serif`;
/** A noncharacter: no font has it, so it draws as the missing-glyph box (or nothing). */
const MISSING = '\uFFFF';

const known = new Map<string, boolean>();

function pixels(ctx: CanvasRenderingContext2D, text: string): Uint8ClampedArray {
  ctx.clearRect(0, 0, SIZE, SIZE);
  ctx.fillText(text, 0, 0);
  return ctx.getImageData(0, 0, SIZE, SIZE).data;
}

function hasColour(data: Uint8ClampedArray): boolean {
  for (let i = 0; i < data.length; i += 4) {
    const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
    if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 24) return true;
  }
  return false;
}

const isBlank = (data: Uint8ClampedArray) => data.every((v, i) => i % 4 !== 3 || v === 0);
const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) => a.every((v, i) => v === b[i]);

export function drawsEmoji(emoji: string): boolean {
  const cached = known.get(emoji);
  if (cached !== undefined) return cached;
  let drawn = false;
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (ctx) {
    ctx.canvas.width = ctx.canvas.height = SIZE;
    ctx.font = FONT;
    ctx.textBaseline = 'top';
    ctx.fillStyle = '#000';
    const glyph = pixels(ctx, emoji);
    drawn = hasColour(glyph) || (!isBlank(glyph) && !same(glyph, pixels(ctx, MISSING)));
  }
  known.set(emoji, drawn);
  return drawn;
}

/**
 * A line's leading emoji and the rest.
 * @example leadingEmoji('📊 Tools used: []') // { emoji: '📊', rest: 'Tools used: []' }
 */
export function leadingEmoji(line: string): { emoji: string | undefined; rest: string } {
  const match = /^(\p{Extended_Pictographic}\uFE0F?)\s*/u.exec(line);
  return match ? { emoji: match[1], rest: line.slice(match[0].length) } : { emoji: undefined, rest: line };
}
