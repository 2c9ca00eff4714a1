import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pause } from '../../../../src/ui/apis/pause.ts';

describe('Pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the latest action, once nothing newer came for its delay', () => {
    const pause = new Pause(250);
    const ran: string[] = [];
    pause.schedule(() => ran.push('a'));
    vi.advanceTimersByTime(200);
    pause.schedule(() => ran.push('ab'));
    vi.advanceTimersByTime(200);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['ab']);
  });

  it('a cancelled action never runs', () => {
    const pause = new Pause(250);
    const ran: string[] = [];
    pause.schedule(() => ran.push('a'));
    pause.cancel();
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual([]);
  });
});
