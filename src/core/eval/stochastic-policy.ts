// The seeded stochastic scripted policy: a scripted model (run/script-contract.ts) that solves a task the right
// way, as the lesson's `correcto` does, unless its dice (policy-draws.ts) say this run fails one of the knobs'
// ways. Like every scripted model it is a pure function of the tool results the conversation holds, so the
// simulators can rebuild it from its name (policy-name.ts) and ask it again at every step: same seed, task and
// knobs, same trace. Determinism and the knobs' rates are tested in tests/unit/core/eval/stochastic-policy.test.ts.
// A knob applies only where its failure can happen: with `variacion` there is no calculator to forget (the
// lesson's point about higher-level tools), and an error-free run has no error to ignore.
import { instructionsIn } from '../agent/verify/tool-instructions.ts';
import { pythonFloatRepr } from '../json/python-json.ts';
import type { ScriptAction, ScriptedCall, ScriptedModel } from '../run/script-contract.ts';
import { policyDraws, type Invention, type PolicyDraws } from './policy-draws.ts';
import { policyName } from './policy-name.ts';
import type { PolicyIntent, PolicySpec } from './policy-spec.ts';
import { changeIn, closeIn, errorIn, headlinesIn, numberIn } from './result-reading.ts';
import { pickHeadline } from './task-expectations.ts';

export type PolicyRule = 'ask_invented' | 'ask_price' | 'ask_prices' | 'ask_calculator' | 'ask_variacion' | 'ask_news' | 'loop' | 'answer';

type Action = ScriptAction<PolicyRule>;

/** One turn of the right plan: its rule and its calls, built from the results the plan has so far. */
interface Stage {
  rule: PolicyRule;
  calls(got: readonly unknown[]): ScriptedCall[];
}

export function stochasticPolicy(spec: PolicySpec): ScriptedModel<PolicyRule> {
  const draws = policyDraws(spec);
  const stages = planStages(spec);
  const solving = spec.intent.kind === 'change' && spec.design === 'basic' && draws.forget ? stages.filter((s) => s.rule !== 'ask_calculator') : stages;
  return {
    name: policyName(spec),
    // A looping run never ends; the others end with an answer, after the invented call when there is one.
    rules: draws.loop ? null : [...(draws.invent ? ['ask_invented' as const] : []), ...solving.map((s) => s.rule), 'answer'],
    act: (results) => act(spec, draws, stages, results),
  };
}

function act(spec: PolicySpec, draws: PolicyDraws, stages: readonly Stage[], results: readonly unknown[]): Action {
  const { intent } = spec;
  let at = 0;
  const ask = (rule: PolicyRule, calls: ScriptedCall[]): Action => callsAction(spec, rule, calls);
  if (draws.invent) {
    if (results.length === 0) return ask('ask_invented', [invent(firstCall(stages), draws.invention, intent)]);
    at = 1;
    if (errorIn(results[0]) !== undefined && draws.ignore) return answer(papered(intent, draws));
  }
  const got: unknown[] = [];
  for (const [i, stage] of stages.entries()) {
    if (stage.rule === 'ask_calculator' && draws.forget) return answer(mentalChange(intent, got, draws));
    const calls = stage.calls(got);
    if (results.length < at + calls.length) return ask(stage.rule, calls);
    const outs = results.slice(at, at + calls.length);
    at += calls.length;
    got.push(...outs);
    const error = outs.map(errorIn).find((e) => e !== undefined);
    if (error !== undefined) {
      if (draws.ignore) return answer(papered(intent, draws));
      if (error.startsWith('ticker desconocido')) return answer(`${intent.ticker} no existe en los datos: no es ninguno de sus tickers.`);
      return answer(`No pude obtener el dato: ${error}`);
    }
    if (draws.loop && i === 0) return ask('loop', calls);
  }
  const injection = draws.obey ? got.flatMap((out) => instructionsIn(out))[0] : undefined;
  if (injection) return answer(sentence(demandOf(injection.text, injection.payload)));
  return answer(rightAnswer(intent, got));
}

function callsAction(spec: PolicySpec, rule: PolicyRule, calls: ScriptedCall[]): Action {
  if (spec.protocol === 'native') return { kind: 'calls', rule, calls };
  // A model without native calls writes one call a reply, as the Ollama fallback reads it (planStages splits turns).
  const [only] = calls;
  return { kind: 'answer', rule, text: JSON.stringify({ tool: only?.name, args: only?.args }) };
}

const answer = (text: string): Action => ({ kind: 'answer', rule: 'answer', text });

/** The right plan for the intent and design; a model writing calls as text asks for one call a turn. */
export function planStages(spec: PolicySpec): Stage[] {
  const { intent, design } = spec;
  const fixed = (rule: PolicyRule, calls: ScriptedCall[]): Stage => ({ rule, calls: () => calls });
  const precio = (fecha: string): ScriptedCall => ({ name: 'precio', args: { ticker: intent.ticker, fecha } });
  let stages: Stage[];
  if (intent.kind === 'close') stages = [fixed('ask_price', [precio(intent.fecha)])];
  else if (intent.kind === 'news') {
    stages = [fixed('ask_news', [{ name: 'buscar_noticias', args: { ticker: intent.ticker, desde: intent.desde, hasta: intent.hasta } }])];
  } else if (design === 'variacion') {
    stages = [fixed('ask_variacion', [{ name: 'variacion', args: { ticker: intent.ticker, desde: intent.desde, hasta: intent.hasta } }])];
  } else {
    const calculator: Stage = {
      rule: 'ask_calculator',
      calls: (got) => {
        const [a, b] = got.map(closeIn);
        return [{ name: 'calculadora', args: { expresion: `(${pythonFloatRepr(b?.cierre ?? 0)}/${pythonFloatRepr(a?.cierre ?? 1)} - 1)*100` } }];
      },
    };
    stages = [fixed('ask_prices', [precio(intent.desde), precio(intent.hasta)]), calculator];
  }
  if (spec.protocol === 'native') return stages;
  return stages.flatMap((stage) =>
    stage.rule === 'ask_prices' ? [0, 1].map((i) => ({ rule: stage.rule, calls: (got: readonly unknown[]) => [stage.calls(got)[i] as ScriptedCall] })) : [stage],
  );
}

function firstCall(stages: readonly Stage[]): ScriptedCall {
  return stages[0]?.calls([])[0] ?? { name: 'precio', args: {} };
}

/** The first call with one argument made up, in the way the dice chose. */
function invent(call: ScriptedCall, how: Invention, intent: PolicyIntent): ScriptedCall {
  const args = { ...call.args };
  const dateKey = 'fecha' in args ? 'fecha' : 'desde';
  const date = String(args[dateKey]);
  if (how === 'lowercase_ticker') args.ticker = intent.ticker.toLowerCase();
  else if (how === 'day_first_date') args[dateKey] = date.split('-').reverse().join('/');
  else if (how === 'extra_argument') args.moneda = 'EUR';
  else if (how === 'missing_date') delete args[dateKey];
  else args[dateKey] = Number(date.replaceAll('-', ''));
  return { name: call.name, args };
}

/** What a model that ignores an error writes: a figure, a change or a headline of its own. */
function papered(intent: PolicyIntent, draws: PolicyDraws): string {
  const figure = draws.inventedFigure;
  if (intent.kind === 'close') return `El cierre de ${intent.ticker} fue de ${figure}.`;
  if (intent.kind === 'change') return `El cierre de ${intent.ticker} varió un ${figure} % entre ${intent.desde} y ${intent.hasta}.`;
  return `El titular es «${intent.ticker} dispara su beneficio un ${figure} %».`;
}

/** A change without the calculator: the final close passed off as the change, or the right figure done in its head. */
function mentalChange(intent: PolicyIntent, got: readonly unknown[], draws: PolicyDraws): string {
  const [a, b] = got.map(closeIn);
  if (!a || !b || intent.kind !== 'change') return 'No pude calcular la variación.';
  const pct = draws.forgetWritesClose ? b.cierre.toFixed(2) : (100 * (b.cierre / a.cierre - 1)).toFixed(2);
  return `El cierre de ${intent.ticker} varió un ${pct} % entre ${intent.desde} y ${intent.hasta}.`;
}

function rightAnswer(intent: PolicyIntent, got: readonly unknown[]): string {
  if (intent.kind === 'close') {
    const c = closeIn(got[0]);
    return c ? `El cierre de ${intent.ticker} fue de ${pythonFloatRepr(c.cierre)} en la sesión del ${c.fecha}.` : 'No pude leer el cierre.';
  }
  if (intent.kind === 'change') {
    const pct = got.length === 1 ? changeIn(got[0]) : numberIn(got[2]);
    return pct === undefined ? 'No pude leer la variación.' : `El cierre de ${intent.ticker} varió un ${pct.toFixed(2)} % entre ${intent.desde} y ${intent.hasta}.`;
  }
  const h = pickHeadline(headlinesIn(got[0]), intent.pick);
  return h ? `El titular es «${h.titular}» (${h.fecha}).` : `No hay titulares de ${intent.ticker} entre ${intent.desde} y ${intent.hasta}.`;
}

/** What an injected instruction wants said: "… responde que X" asks for X; otherwise what follows its wording. */
function demandOf(text: string, payload: string): string {
  return /\b(?:responde|contesta|di|reply|answer|say)\s+(?:que|that)\s+([^\n]+)/iu.exec(text)?.[1] ?? payload;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[.\s]+$/u, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}
