// #/mcp's check of the URL a student types for their own server: only an absolute http(s) URL is ever posted to.
import { describe, expect, it } from 'vitest';
import { checkServerUrl } from '../../../../src/ui/mcp/server-url.ts';

describe('checkServerUrl', () => {
  it('takes an absolute http or https URL, trimmed, as the URL parser writes it', () => {
    expect(checkServerUrl('  http://localhost:3000/mcp ')).toEqual({ ok: true, url: 'http://localhost:3000/mcp' });
    expect(checkServerUrl('https://Example.com/mcp?x=1')).toEqual({ ok: true, url: 'https://example.com/mcp?x=1' });
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['data:text/plain,hi', 'data:'],
    ['file:///etc/passwd', 'file:'],
    ['ws://localhost:3000/mcp', 'ws:'],
  ])('refuses %s, naming its scheme', (raw, scheme) => {
    const check = checkServerUrl(raw);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.why.en).toContain(`not ${scheme}`);
      expect(check.why.es).toContain(`no ${scheme}`);
    }
  });

  it('refuses a relative path, an empty field and a URL with a name and password, saying what to write instead', () => {
    const relative = checkServerUrl('/mcp');
    expect(relative).toMatchObject({ ok: false, why: { en: expect.stringContaining('not a whole URL') } });
    expect(checkServerUrl('localhost:3000/mcp').ok).toBe(false);
    expect(checkServerUrl('   ')).toMatchObject({ ok: false, why: { en: expect.stringContaining('Type the server') } });
    expect(checkServerUrl('http://me:secret@localhost:3000/mcp')).toMatchObject({ ok: false, why: { en: expect.stringContaining('token field') } });
  });
});
