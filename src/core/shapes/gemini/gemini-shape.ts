// Gemini's generateContent as the lab's table lists it (api-shape.ts): its simulator, its SDK adapter, its real
// endpoint (model names read on 2026-12-01 from Google's Gemini API models list) and its names.
import type { ApiShape } from '../api-shape.ts';
import { countIn as num, fieldsIn as rec } from '../usage-fields.ts';
import { geminiSim } from './gemini-sim.ts';

export const geminiShape: ApiShape<'gemini'> = {
  id: 'gemini',
  words: { vendor: 'Gemini', api: 'generateContent', short: 'Gemini' },
  sdkPath: '/gemini',
  labKey: 'AIzaSySimulado0000000000000000000000000',
  simulator: geminiSim,
  client: () => import('./gemini-adapter.ts').then((m) => ({ adapter: m.geminiAdapter, chat: m.geminiChat })),
  cloud: {
    label: 'Gemini (generateContent)',
    baseUrl: 'https://generativelanguage.googleapis.com',
    models: ['gemini-3.5-flash', 'gemini-3.1-flash-lite', 'gemini-2.5-flash'],
    cors: {
      en: 'The Gemini API answers browser calls with the key in the x-goog-api-key header.',
      es: 'La API de Gemini responde a llamadas desde el navegador con la clave en la cabecera x-goog-api-key.',
    },
  },
  usage(o) {
    const u = rec(o.usageMetadata);
    if (num(u.promptTokenCount) === undefined) return undefined;
    const output = (num(u.candidatesTokenCount) ?? 0) + (num(u.thoughtsTokenCount) ?? 0);
    return { inputTokens: num(u.promptTokenCount), outputTokens: output, cachedInputTokens: num(u.cachedContentTokenCount) };
  },
  otelName: 'gcp.gemini',
  vendor: 'google',
};
