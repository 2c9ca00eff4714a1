// MSW handlers for Wikipedia's REST summary endpoint: the lab answers wikipedia_search from the bundled
// summaries by default (offline, deterministic), and scenarios swap in a handler that always misses or one
// slower than the tool's timeout. The requests are real fetches; only the answer is local.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { WIKIPEDIA_SUMMARY_URL } from './wikipedia-tool.ts';
import { WIKIPEDIA_REDIRECTS, WIKIPEDIA_SUMMARIES, type WikipediaSummary } from './wikipedia-summaries.ts';

const ROUTE = `${WIKIPEDIA_SUMMARY_URL}:title`;

/** Titles compare as Wikipedia's redirects from other spellings would: underscores are spaces, case is ignored. */
const titleKey = (title: string) => title.replace(/_/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

/** The bundled summary a title leads to, following the listed redirects. */
export function findSummary(title: string, summaries: readonly WikipediaSummary[] = WIKIPEDIA_SUMMARIES): WikipediaSummary | undefined {
  const key = titleKey(title);
  const redirect = Object.entries(WIKIPEDIA_REDIRECTS).find(([from]) => titleKey(from) === key)?.[1];
  const wanted = redirect === undefined ? key : titleKey(redirect);
  return summaries.find((s) => titleKey(s.titles.normalized) === wanted);
}

/** MSW hands the path parameter already decoded. */
const requestedTitle = (param: string | readonly string[] | undefined) => (typeof param === 'string' ? param : '');

/** The body Wikipedia sends with a 404. */
function notFound(title: string) {
  return HttpResponse.json(
    {
      type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found',
      title: 'Not found.',
      method: 'get',
      detail: 'Page or revision not found.',
      uri: `/en.wikipedia.org/v1/page/summary/${encodeURIComponent(title)}`,
    },
    { status: 404 },
  );
}

function answer(param: string | readonly string[] | undefined, summaries: readonly WikipediaSummary[]) {
  const title = requestedTitle(param);
  const found = findSummary(title, summaries);
  return found ? HttpResponse.json(found) : notFound(title);
}

/** Answers from `summaries` (the bundled set by default; a scenario may pass an altered one), 404 otherwise. */
export function wikipediaHandler(summaries: readonly WikipediaSummary[] = WIKIPEDIA_SUMMARIES): HttpHandler {
  return http.get(ROUTE, ({ params }) => answer(params.title, summaries));
}

/** Every title is missing. */
export function wikipediaNotFoundHandler(): HttpHandler {
  return http.get(ROUTE, ({ params }) => notFound(requestedTitle(params.title)));
}

/** Answers as `wikipediaHandler`, but only after `delayMs`: longer than the tool's timeout, it times out. */
export function wikipediaSlowHandler(delayMs: number, summaries: readonly WikipediaSummary[] = WIKIPEDIA_SUMMARIES): HttpHandler {
  return http.get(ROUTE, async ({ params }) => {
    await delay(delayMs);
    return answer(params.title, summaries);
  });
}
