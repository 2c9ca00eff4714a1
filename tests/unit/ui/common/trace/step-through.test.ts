// The step-through's position and its keys: Step from "all shown" starts at the first unit, Back from it hides the
// last; keys never come from a text field, and Space stays a button's own.
import { describe, expect, it } from 'vitest';
import { applyStepKey, StepThrough, stepKeyAction } from '../../../../../src/ui/common/trace/step-through.svelte.ts';

const key = (k: string, target: unknown = { tagName: 'DIV' }, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  target,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('StepThrough', () => {
  it('starts with everything shown, steps from the first unit to the last and stops there', () => {
    const s = new StepThrough<string>();
    s.load(['a', 'b', 'c']);
    expect([s.shown, s.stepping, s.current, s.canBack, s.canNext]).toEqual([null, false, undefined, true, true]);
    s.next();
    expect([s.shown, s.index, s.current, s.canBack]).toEqual([1, 0, 'a', false]);
    s.back();
    expect(s.shown).toBe(1);
    s.next();
    s.next();
    expect([s.shown, s.current, s.canNext]).toEqual([3, 'c', false]);
    s.next();
    expect(s.shown).toBe(3);
    s.all();
    expect(s.stepping).toBe(false);
    s.back();
    expect([s.shown, s.current]).toEqual([2, 'b']);
    s.first();
    expect(s.shown).toBe(1);
  });

  it('goes back to all shown with a new list of units, not with the same one', () => {
    const s = new StepThrough<number>();
    const units = [1, 2];
    s.load(units);
    s.next();
    s.load(units);
    expect(s.shown).toBe(1);
    s.load([1, 2]);
    expect(s.shown).toBeNull();
  });

  it('does nothing without units', () => {
    const s = new StepThrough();
    s.next();
    s.back();
    s.first();
    expect(s.shown).toBeNull();
    expect(applyStepKey(s, key('ArrowRight'))).toBe(false);
  });
});

describe('step keys', () => {
  it('maps → and Space forward, ← back, Home to the first unit, End to all shown', () => {
    expect(['ArrowRight', ' ', 'ArrowLeft', 'Home', 'End', 'Enter', 'a'].map((k) => stepKeyAction(key(k)))).toEqual([
      'next',
      'next',
      'back',
      'first',
      'all',
      null,
      null,
    ]);
  });

  it('leaves inputs, selects, textareas and contenteditable alone, and keys with a modifier', () => {
    for (const tagName of ['INPUT', 'SELECT', 'TEXTAREA']) expect(stepKeyAction(key('ArrowRight', { tagName }))).toBeNull();
    expect(stepKeyAction(key('ArrowLeft', { tagName: 'DIV', isContentEditable: true }))).toBeNull();
    expect(stepKeyAction(key('ArrowLeft', { tagName: 'DIV' }, { altKey: true }))).toBeNull();
    expect(stepKeyAction(key('End', { tagName: 'DIV' }, { ctrlKey: true }))).toBeNull();
  });

  it('lets Space activate the focused button or disclosure, while the arrows still step from it', () => {
    for (const tagName of ['BUTTON', 'SUMMARY', 'A']) expect(stepKeyAction(key(' ', { tagName }))).toBeNull();
    expect(stepKeyAction(key('ArrowRight', { tagName: 'BUTTON' }))).toBe('next');
  });

  it('applies a key to the step-through', () => {
    const s = new StepThrough<string>();
    s.load(['a', 'b', 'c']);
    expect(applyStepKey(s, key('ArrowRight'))).toBe(true);
    expect(applyStepKey(s, key('ArrowRight'))).toBe(true);
    expect(s.shown).toBe(2);
    applyStepKey(s, key('End'));
    expect(s.shown).toBeNull();
    applyStepKey(s, key('Home'));
    expect(s.shown).toBe(1);
    expect(applyStepKey(s, key('x'))).toBe(false);
  });
});
