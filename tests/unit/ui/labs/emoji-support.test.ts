// The course's end-of-run line split at its leading emoji, so the page can leave the emoji out where the browser
// cannot draw it and still show the rest of the line as the course printed it.
import { describe, expect, it } from 'vitest';
import { leadingEmoji } from '../../../../src/ui/labs/emoji-support.ts';

describe('leadingEmoji', () => {
  it("splits the course's 📊 off its line", () => {
    expect(leadingEmoji("📊 Tools used: ['calculator'] | Iterations: 1")).toEqual({ emoji: '📊', rest: "Tools used: ['calculator'] | Iterations: 1" });
  });
  it('keeps an emoji with its variation selector whole', () => {
    expect(leadingEmoji('⚠️ careful')).toEqual({ emoji: '⚠️', rest: 'careful' });
  });
  it('leaves a line without one as it is', () => {
    expect(leadingEmoji('Tools used: []')).toEqual({ emoji: undefined, rest: 'Tools used: []' });
    expect(leadingEmoji('2 tools')).toEqual({ emoji: undefined, rest: '2 tools' });
  });
});
