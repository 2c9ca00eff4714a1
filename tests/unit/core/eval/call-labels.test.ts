// BFCL-style labels read from the calls as the model wrote them, against the offered tools' JSON Schemas.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { labelCall, traceLabels } from '../../../../src/core/eval/call-labels.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';

let kit: ToolKit;
const offered = ['precio', 'buscar_noticias', 'calculadora'];

beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});

describe('labelCall', () => {
  it.each([
    [{ name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15' } }, []],
    [{ name: 'precio', rawArgs: '{"ticker": "BUSI", "fecha": "2024-03-15"}' }, []],
    [{ name: 'web_search', rawArgs: {} }, ['wrong_func_name']],
    // Known to the kit but not offered (the allowlist): as wrong a name as an invented one.
    [{ name: 'variacion', rawArgs: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' } }, ['wrong_func_name']],
    [{ name: 'precio', rawArgs: { ticker: 'BUSI' } }, ['missing_required']],
    [{ name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15', moneda: 'EUR' } }, ['unexpected_param']],
    [{ name: 'precio', rawArgs: { ticker: 'BUSI', fecha: 20240315 } }, ['type_error:fecha']],
    [{ name: 'precio', rawArgs: { ticker: 'BUSMAR', fecha: '15/03/2024' } }, ['value_error:ticker', 'value_error:fecha']],
    [{ name: 'precio', rawArgs: '{"ticker": "BUSI",' }, ['type_error:arguments']],
    [{ name: 'calculadora', rawArgs: ['1+1'] }, ['type_error:arguments']],
  ])('%j → %j', (call, labels) => {
    expect(labelCall(call, kit, offered)).toEqual(labels);
  });
});

describe('traceLabels', () => {
  const trace = (calls: { name: string; rawArgs: unknown }[]) =>
    ({ events: calls.map((c, i) => ({ type: 'call', step: 1, callId: `c${i}`, ...c })) }) as unknown as Trace;

  it('adds wrong_count when the run asked for another number of calls than a right run makes', () => {
    const prices = [
      { name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15' } },
      { name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-22' } },
    ];
    expect(traceLabels(trace([...prices, { name: 'calculadora', rawArgs: { expresion: '1' } }]), kit, offered, 3)).toEqual([]);
    expect(traceLabels(trace(prices), kit, offered, 3)).toEqual(['wrong_count']);
    expect(traceLabels(trace([{ name: 'precio', rawArgs: { ticker: 'busi', fecha: '2024-03-15' } }, ...prices]), kit, offered)).toEqual(['value_error:ticker']);
  });

  // The format failures the local model's decodings leave in the trace (trace.ts), as BFCL's ast_decoder:decoder_failed.
  const events = (es: object[]) => ({ events: es.map((e) => ({ step: 1, ...e })) }) as unknown as Trace;
  const price = { type: 'call', callId: 'c0', name: 'precio', rawArgs: { ticker: 'BUSI', fecha: '2024-03-15' } };

  it('labels an unreadable call decoder_failed, not a wrong tool (its name is empty)', () => {
    expect(traceLabels(events([{ type: 'call', callId: 'c0', name: '', rawArgs: '{"name": "precio",', unreadable: true }]), kit, offered)).toEqual(['decoder_failed']);
  });

  it('labels a call only the lenient parser read decoder_failed, then its arguments as usual', () => {
    expect(traceLabels(events([{ ...price, recovered: 'json_fence' }]), kit, offered)).toEqual(['decoder_failed']);
    expect(traceLabels(events([{ type: 'call', callId: 'c0', name: 'precio', rawArgs: { ticker: 'BUSI' }, recovered: 'bare_json' }]), kit, offered)).toEqual(['decoder_failed', 'missing_required']);
    expect(traceLabels(events([{ type: 'call', callId: 'c0', name: 'web_search', rawArgs: {}, recovered: 'python_call' }]), kit, offered)).toEqual(['decoder_failed', 'wrong_func_name']);
  });

  it('adds a decoder_failed for each call an answer holds as prose or JSON, in the order of the events', () => {
    const trace = events([price, { type: 'answer', text: 'precio(ticker="BUSI") … {"name": "calculadora"}', drifted: ['python_call', 'bare_json'] }]);
    expect(traceLabels(trace, kit, offered)).toEqual(['decoder_failed', 'decoder_failed']);
    expect(traceLabels(events([{ type: 'answer', text: '4,2 %' }]), kit, offered)).toEqual([]);
  });

  it('keeps wrong_func_name for a readable call to a tool not offered', () => {
    expect(traceLabels(events([{ type: 'call', callId: 'c0', name: 'web_search', rawArgs: {} }]), kit, offered)).toEqual(['wrong_func_name']);
  });
});
