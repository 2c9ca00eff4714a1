import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAsistenteKit } from '../../../../../src/core/labs/asistente/asistente-kit.ts';
import { formatRunSummary, MAX_ITERATIONS_NOTE } from '../../../../../src/core/labs/asistente/run-summary.ts';
import type { ToolDefinition, ToolKit } from '../../../../../src/core/tools/tool-kit-types.ts';

const FIXED = () => new Date('2025-06-16T14:00:00Z');

/** The loop's part that never changes: whatever the registry holds, a call goes through executeAsync. */
const callTool = (kit: ToolKit, name: string, args: unknown) => kit.executeAsync(name, args);

describe('the registry (the Tool-Calling Agent course)', () => {
  it("holds the course's three tools, with its descriptions", () => {
    const kit = createAsistenteKit();
    expect(kit.tools.map((t) => [t.name, t.description])).toEqual([
      ['calculator', 'Evaluate an arithmetic expression. Supports +, -, *, /, ** (power), % (modulo), and parentheses.'],
      ['get_datetime', 'Get the current UTC date and time.'],
      ['wikipedia_search', 'Fetch a summary of a Wikipedia article by title.'],
    ]);
    expect(kit.jsonSchema('get_datetime')).toMatchObject({
      properties: { timezone: { default: 'UTC', description: 'IANA timezone name, e.g. UTC, America/New_York', type: 'string' } },
    });
    expect(kit.jsonSchema('calculator')).toMatchObject({ required: ['expression'] });
  });

  it('adding a tool is one definition: the same loop calls it, and the unknown-tool error lists it', async () => {
    const wordCount: ToolDefinition<{ text: string }> = {
      name: 'word_count',
      description: 'Count the words in a text.',
      schema: z.object({ text: z.string() }),
      argsTitle: 'WordCountArgs',
      run: ({ text }) => String(text.split(/\s+/).filter(Boolean).length),
    };
    const before = createAsistenteKit({ now: FIXED });
    const after = createAsistenteKit({ now: FIXED, extraTools: [wordCount as ToolDefinition] });

    await expect(callTool(before, 'word_count', { text: 'a b c' })).resolves.toEqual({
      error: "Error: tool 'word_count' does not exist. Available: ['calculator', 'get_datetime', 'wikipedia_search']",
    });
    await expect(callTool(after, 'word_count', { text: 'one two  three' })).resolves.toEqual({ resultado: '3' });
    await expect(callTool(after, 'calculator', { expression: '2 ** 32' })).resolves.toEqual({ resultado: '4294967296' });
    await expect(callTool(after, 'nope', {})).resolves.toEqual({
      error: "Error: tool 'nope' does not exist. Available: ['calculator', 'get_datetime', 'wikipedia_search', 'word_count']",
    });
  });

  it('an unknown tool is labelled wrong_func_name and never throws', () => {
    const kit = createAsistenteKit();
    expect(kit.executeDetailed('nonexistent_tool', {})).toEqual({
      output: { error: "Error: tool 'nonexistent_tool' does not exist. Available: ['calculator', 'get_datetime', 'wikipedia_search']" },
      label: 'wrong_func_name',
    });
  });

  it('undeclared arguments are ignored and reported, not a crash', async () => {
    const kit = createAsistenteKit({ now: FIXED });
    await expect(kit.executeDetailedAsync('calculator', { expression: '1 + 1', precision: 2 })).resolves.toEqual({
      output: { resultado: '2' },
      ignoredArgs: ['precision'],
    });
  });

  it("missing or mistyped arguments are a tool error in the course's form", () => {
    const kit = createAsistenteKit();
    expect(kit.executeDetailed('calculator', {})).toEqual({
      output: { error: 'Tool error: invalid arguments: expression: Field required' },
      label: 'missing_required',
    });
    expect(kit.execute('wikipedia_search', { title: 42 })).toEqual({
      error: 'Tool error: invalid arguments: title: Input should be a valid string',
    });
  });
});

describe('the end-of-run texts', () => {
  it("prints the course's metric line", () => {
    expect(formatRunSummary(['calculator', 'get_datetime', 'calculator'], 3)).toBe(
      "📊 Tools used: ['calculator', 'get_datetime', 'calculator'] | Iterations: 3",
    );
    expect(formatRunSummary([], 1)).toBe('📊 Tools used: [] | Iterations: 1');
    expect(formatRunSummary(['wikipedia_search'], 8, true)).toBe("📊 Tools used: ['wikipedia_search'] | Iterations: 8 (max reached)");
  });

  it("leads a partial answer with the course's note", () => {
    expect(MAX_ITERATIONS_NOTE).toBe('Reached max iterations. Best answer with current info:');
  });
});
