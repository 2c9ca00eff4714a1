// The shell's page entries: every page in the menu has a loader, and a path finds the same entry each time, so
// changing only the params neither reloads the page nor loses the menu's current page.
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../../src/ui/common/page-list.ts';
import { findPage } from '../../../../src/ui/shell/pages.ts';

describe('findPage', () => {
  it('finds one stable entry with a loader for every page, prefixes included', () => {
    for (const info of PAGES) {
      const entry = findPage(info.path);
      expect(entry?.path).toBe(info.path);
      expect(typeof entry?.load).toBe('function');
      expect(findPage(info.path)).toBe(entry);
    }
    expect(findPage('/labs/hogar')).toBe(findPage('/labs'));
    expect(findPage('/nowhere')).toBeUndefined();
  });
});
