// A student's first visit as the browser benches emulate it: the CPU slowed 4× and a 10 Mbit/s line with 40 ms of
// latency (CDP), and what the network log of such a visit adds up to. Pure helpers, so a unit test can check them.

export const FIRST_VISIT = { cpuRate: 4, downloadMbitPerSecond: 10, uploadMbitPerSecond: 5, latencyMs: 40 } as const;

export const FIRST_VISIT_LABEL = `Chromium, built site, CPU ×${FIRST_VISIT.cpuRate}, ${FIRST_VISIT.downloadMbitPerSecond} Mbit/s, ${FIRST_VISIT.latencyMs} ms, first visit`;

/** The parameters of CDP's Network.emulateNetworkConditions: throughputs in bytes per second. */
export function networkConditions(profile: typeof FIRST_VISIT = FIRST_VISIT) {
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadMbitPerSecond * 1e6) / 8,
    uploadThroughput: (profile.uploadMbitPerSecond * 1e6) / 8,
  };
}

/** One response as the network log saw it. */
export interface LoggedResponse {
  url: string;
  contentType: string;
  /** Body bytes as they crossed the network (gzip-encoded when the host compressed them). */
  encodedBytes: number;
  /** When the last byte arrived, in ms since the epoch. */
  endedAt: number;
  /** Who asked: the page (its frames and dedicated workers) or a service worker. */
  source: 'page' | 'service worker';
}

export interface Totals {
  requests: number;
  jsRequests: number;
  jsBytes: number;
  totalBytes: number;
}

const isJavaScript = (r: LoggedResponse) => /javascript|ecmascript/.test(r.contentType) || /\.m?js(\?|$)/.test(new URL(r.url).pathname);

function totals(log: readonly LoggedResponse[]): Totals {
  const js = log.filter(isJavaScript);
  const sum = (rs: readonly LoggedResponse[]) => rs.reduce((n, r) => n + r.encodedBytes, 0);
  return { requests: log.length, jsRequests: js.length, jsBytes: sum(js), totalBytes: sum(log) };
}

/** What had arrived by `usableAt` (ms since the epoch), for the page and for service workers apart. */
export function totalsBefore(log: readonly LoggedResponse[], usableAt: number): Record<LoggedResponse['source'], Totals> {
  const before = log.filter((r) => r.endedAt <= usableAt);
  return { page: totals(before.filter((r) => r.source === 'page')), 'service worker': totals(before.filter((r) => r.source === 'service worker')) };
}

/** How long `bytes` take on the emulated line alone: what a service worker's fetches would cost it. */
export const lineMs = (bytes: number, profile: typeof FIRST_VISIT = FIRST_VISIT) => (bytes * 8 * 1000) / (profile.downloadMbitPerSecond * 1e6);
