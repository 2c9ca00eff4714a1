// pass@1 and pass^k on a constructed example, computed by hand: three tasks with 4 runs each, succeeding 4, 2 and 0
// times. pass^1 = (4/4 + 2/4 + 0)/3 = 1/2; pass^2 = (1 + C(2,2)/C(4,2) + 0)/3 = (1 + 1/6)/3 = 7/18;
// pass^3 = (1 + 0 + 0)/3 = 1/3 (C(2,3) = 0); pass^4 = 1/3.
import { describe, expect, it } from 'vitest';
import { passCurve, passHatK } from '../../../../src/core/eval/pass-k.ts';

describe('pass^k', () => {
  it('is C(c,k)/C(n,k) for one task', () => {
    expect(passHatK(4, 2, 1)).toBe(0.5);
    expect(passHatK(4, 2, 2)).toBeCloseTo(1 / 6, 12);
    expect(passHatK(4, 2, 3)).toBe(0);
    expect(passHatK(8, 8, 8)).toBe(1);
    expect(passHatK(8, 5, 3)).toBeCloseTo(10 / 56, 12);
    // Large n stays finite: C(100,50)/C(200,50) without any factorial.
    expect(passHatK(200, 100, 50)).toBeGreaterThan(0);
  });

  it('refuses k above n, k below 1 or more successes than runs', () => {
    expect(() => passHatK(3, 2, 4)).toThrow(RangeError);
    expect(() => passHatK(3, 2, 0)).toThrow(RangeError);
    expect(() => passHatK(3, 4, 1)).toThrow(RangeError);
  });

  it('averages over tasks into a curve that never rises', () => {
    const curve = passCurve(
      [
        { runs: 4, successes: 4 },
        { runs: 4, successes: 2 },
        { runs: 4, successes: 0 },
      ],
      4,
    );
    expect(curve[0]).toBe(0.5);
    expect(curve[1]).toBeCloseTo(7 / 18, 12);
    expect(curve[2]).toBeCloseTo(1 / 3, 12);
    expect(curve[3]).toBeCloseTo(1 / 3, 12);
  });

  it("shows τ-bench's point: pass@1 alone cannot tell a consistent agent from a flaky one", () => {
    // Consistent: 61 of 100 tasks always succeed, the rest never: pass^8 is still 61 %.
    const tallies = Array.from({ length: 100 }, (_, i) => ({ runs: 8, successes: i < 61 ? 8 : 0 }));
    expect(passCurve(tallies, 8)[7]).toBeCloseTo(0.61, 12);
    // Flaky: every task succeeds 5 times in 8: a higher pass@1, under 25 % three times in a row, 0 eight times.
    const uniform = Array.from({ length: 100 }, () => ({ runs: 8, successes: 5 }));
    const curve = passCurve(uniform, 8);
    expect(curve[0]).toBe(0.625);
    expect(curve[7]).toBe(0);
    expect(curve[2]).toBeLessThan(0.25);
  });

  it('leaves out of a k the tasks with fewer runs', () => {
    expect(passCurve([{ runs: 1, successes: 1 }, { runs: 2, successes: 1 }], 3)).toEqual([0.75, 0, null]);
  });
});
