// A Load's progress arithmetic on a clock the test moves: totals, the recent rate, the time left, the stall.
import { describe, expect, it } from 'vitest';
import { announceDue, ByteClock, filePercent, formatSeconds, RATE_WINDOW_MS, STALL_MS, totals } from '../../../src/llm/load-progress.ts';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('totals', () => {
  it('adds the files whose size is known; a finished file counts whole', () => {
    const sum = totals([
      { file: 'config.json', status: 'done', total: 600, loaded: 0 },
      { file: 'tokenizer.json', status: 'progress', loaded: 1_000, total: 4_000 },
      { file: 'onnx/model.onnx', status: 'initiate' },
    ]);
    expect(sum).toEqual({ loaded: 1_600, total: 4_600, percent: (1_600 / 4_600) * 100, files: 3, done: 1 });
  });

  it('has no percentage while no size is known', () => {
    expect(totals([{ file: 'config.json', status: 'initiate' }]).percent).toBeUndefined();
    expect(totals([]).percent).toBeUndefined();
  });

  it("a file's percentage comes from its bytes, 100 when done", () => {
    expect(filePercent({ file: 'a', status: 'progress', loaded: 1, total: 4 })).toBe(25);
    expect(filePercent({ file: 'a', status: 'done' })).toBe(100);
    expect(filePercent({ file: 'a', status: 'download' })).toBe(0);
  });
});

describe('ByteClock', () => {
  it('measures the rate over the recent window and the time left at it', () => {
    const c = clock();
    const bytes = new ByteClock(c.now);
    expect(bytes.rate()).toBeUndefined();
    c.advance(1_000);
    bytes.record(1_000_000);
    expect(bytes.rate()).toBe(1_000_000);
    expect(bytes.secondsLeft(3_000_000)).toBe(3);
    // Faster later: the old samples leave the window.
    for (let i = 0; i < 10; i++) {
      c.advance(1_000);
      bytes.record(1_000_000 + (i + 1) * 4_000_000);
    }
    expect(bytes.rate()).toBeCloseTo(4_000_000, -4);
  });

  it('knows no rate once the window saw no bytes', () => {
    const c = clock();
    const bytes = new ByteClock(c.now);
    c.advance(500);
    bytes.record(10);
    c.advance(RATE_WINDOW_MS);
    expect(bytes.rate()).toBeUndefined();
    expect(bytes.secondsLeft(100)).toBeUndefined();
  });

  it('says a stall after STALL_MS without a new byte, and clears when bytes resume', () => {
    const c = clock(5_000);
    const bytes = new ByteClock(c.now);
    c.advance(STALL_MS - 1);
    expect(bytes.stalledFor()).toBeUndefined();
    c.advance(1);
    expect(bytes.stalledFor()).toBe(STALL_MS);
    bytes.record(100);
    expect(bytes.stalledFor()).toBeUndefined();
    // The same count again is no progress.
    c.advance(STALL_MS);
    bytes.record(100);
    expect(bytes.stalledFor()).toBe(STALL_MS);
  });

  it('takes a shorter threshold and window when given', () => {
    const c = clock();
    const bytes = new ByteClock(c.now, 1_000, 2_000);
    c.advance(2_000);
    expect(bytes.stalledFor()).toBe(2_000);
  });
});

describe('formatSeconds and announceDue', () => {
  it('writes a time left short', () => {
    expect(formatSeconds(0.4)).toBe('< 1 s');
    expect(formatSeconds(40.2)).toBe('40 s');
    expect(formatSeconds(125)).toBe('2 min 5 s');
    expect(formatSeconds(3_900)).toBe('1 h 5 min');
  });

  it('announces at once, then at most every interval', () => {
    expect(announceDue(undefined, 0)).toBe(true);
    expect(announceDue(0, 4_999, 5_000)).toBe(false);
    expect(announceDue(0, 5_000, 5_000)).toBe(true);
  });
});
