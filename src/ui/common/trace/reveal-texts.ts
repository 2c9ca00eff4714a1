// What a step-through announces when it reveals a unit (reveal-units.ts), in both UI languages: one short
// sentence for a screen reader's live region, naming the step and what just appeared.
import type { CallEvent, Trace, TraceEvent } from '../../../core/agent/index.ts';
import type { Bilingual } from '../../../core/i18n/index.ts';
import { formatCount } from '../format-count.ts';
import { endText } from './run-texts.ts';
import { guardTitle } from './guard-wording.ts';
import { GLOSSARY } from '../glossary.ts';
import type { RevealUnit } from '../../../core/agent/index.ts';

export function revealText(trace: Pick<Trace, 'events'>, unit: RevealUnit): Bilingual {
  const events = unit.eventIndices.map((i) => trace.events[i]).filter((e): e is TraceEvent => e !== undefined);
  const first = events[0];
  const stepOf: Bilingual = { en: `Step ${unit.step}`, es: `Paso ${unit.step}` };
  const say = (en: string, es: string): Bilingual => ({ en: `${stepOf.en}: ${en}`, es: `${stepOf.es}: ${es}` });
  const callName = (): string => {
    const call = trace.events.find((e): e is CallEvent => e.type === 'call' && e.step === unit.step && e.callId === unit.callId);
    return call?.name || '?';
  };

  switch (unit.kind) {
    case 'request': {
      if (first?.type !== 'request') break;
      if (!first.sent) return say(`request not sent: ${first.exchange.blocked ?? ''}`, `petición no enviada: ${first.exchange.blocked ?? ''}`);
      const [tokens, total] = [first.tokens, first.totalTokens];
      if (tokens === null || total === null) return say('request sent, its tokens unknown (the token counter could not load).', 'petición enviada; sus tokens sin contar (no se pudo cargar el contador de tokens).');
      return say(
        `request sent, ${formatCount(tokens, 'en')} tokens (${formatCount(total, 'en')} sent so far).`,
        `petición enviada, ${formatCount(tokens, 'es')} tokens (${formatCount(total, 'es')} enviados hasta ahora).`,
      );
    }
    case 'reply': {
      const names = events.filter((e): e is CallEvent => e.type === 'call').map((c) => c.name || '?');
      const wrote = events.some((e) => e.type === 'text');
      const list = names.join(', ');
      return wrote
        ? say(`the model writes a note and asks for ${list}.`, `el modelo escribe una nota y pide ${list}.`)
        : say(`the model asks for ${list}.`, `el modelo pide ${list}.`);
    }
    case 'checks': {
      const parts = events.map((e): Bilingual => {
        if (e.type === 'validation') {
          const outcome =
            e.outcome === 'valid' ? { en: 'valid', es: 'válida' } : e.outcome === 'invalid' ? { en: 'invalid', es: 'no válida' } : { en: 'not checked', es: 'sin revisar' };
          const label = e.label ? ` (${e.label})` : '';
          return { en: `validation: ${outcome.en}${label}`, es: `validación: ${outcome.es}${label}` };
        }
        if (e.type === 'guardrail') return { en: `${GLOSSARY.guardrail.en}: ${guardTitle(e.guard).en}`, es: `${GLOSSARY.guardrail.es}: ${guardTitle(e.guard).es}` };
        return { en: '', es: '' };
      });
      const name = callName();
      return say(`${name} — ${parts.map((p) => p.en).join('; ')}.`, `${name} — ${parts.map((p) => p.es).join('; ')}.`);
    }
    case 'result': {
      if (first?.type !== 'result') break;
      const name = first.name || callName();
      return first.isError
        ? say(`${name}'s error goes back to the model.`, `el error de ${name} vuelve al modelo.`)
        : say(`${name}'s result goes back to the model.`, `el resultado de ${name} vuelve al modelo.`);
    }
    case 'limit': {
      const names = events.flatMap((e) => (e.type === 'guardrail' ? [guardTitle(e.guard)] : []));
      return say(`${GLOSSARY.guardrail.en}: ${names.map((n) => n.en).join(', ')}.`, `${GLOSSARY.guardrail.es}: ${names.map((n) => n.es).join(', ')}.`);
    }
    case 'answer':
      return say('the model answers.', 'el modelo responde.');
    case 'end': {
      if (first?.type !== 'end') break;
      const end = endText(first.reason);
      return { en: `How it ended: ${end.en}`, es: `Cómo terminó: ${end.es}` };
    }
    case 'verdict': {
      if (first?.type !== 'verification') break;
      const n = first.findings.length;
      return n === 0
        ? { en: "The verifier's verdict: OK.", es: 'El veredicto del verificador: OK.' }
        : { en: `The verifier's verdict: ${n} ${n === 1 ? 'finding' : 'findings'}.`, es: `El veredicto del verificador: ${n} ${n === 1 ? 'objeción' : 'objeciones'}.` };
    }
  }
  return stepOf;
}
