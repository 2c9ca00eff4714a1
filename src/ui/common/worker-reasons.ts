// Why the site's service worker does not answer, as the page says it: site-worker-client.ts and the simulators give
// the reason in English; the ones a class meets are said in both languages, any other (a browser's own error) as given.
import type { Bilingual } from '../../core/i18n/index.ts';
import { tr } from './i18n.svelte.ts';

const REASONS: Readonly<Record<string, Bilingual>> = {
  installing: {
    en: 'the site’s service worker is still being installed on this first visit; it takes over by itself',
    es: 'el service worker del sitio aún se está instalando en esta primera visita; tomará el relevo solo',
  },
  'the dev server has no site worker; a built site has one': {
    en: 'the dev server has no site worker; a built site has one',
    es: 'el servidor de desarrollo no tiene el service worker del sitio; un sitio construido sí',
  },
  'service workers need https or localhost': { en: 'service workers need https or localhost', es: 'los service workers necesitan https o localhost' },
  'this browser has no service workers': { en: 'this browser has no service workers', es: 'este navegador no tiene service workers' },
};

/** The reason in the page's language. */
export function workerReason(why: string | undefined): string {
  const known = why === undefined ? undefined : REASONS[why];
  return known ? tr(known) : (why ?? '');
}
