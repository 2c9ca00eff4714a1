// The bench's first-visit emulation and its sums over the network log.
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_LABEL, lineMs, networkConditions, totalsBefore, type LoggedResponse } from '../../../../scripts/bench/first-visit.ts';

describe('first visit', () => {
  it('asks CDP for 10 Mbit/s down and 40 ms of latency, in bytes per second, and says so', () => {
    expect(networkConditions()).toEqual({ offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 625_000 });
    expect(FIRST_VISIT_LABEL).toBe('Chromium, built site, CPU ×4, 10 Mbit/s, 40 ms, first visit');
  });

  it('adds up what arrived by the usable moment: JavaScript by type or extension, the page and service workers apart', () => {
    const at = (url: string, contentType: string, encodedBytes: number, endedAt: number, source: LoggedResponse['source'] = 'page') => ({
      url: `http://localhost/bench/${url}`,
      contentType,
      encodedBytes,
      endedAt,
      source,
    });
    const log: LoggedResponse[] = [
      at('', 'text/html; charset=utf-8', 300, 100),
      at('assets/index.js', 'text/javascript; charset=utf-8', 27_000, 200),
      at('assets/worker.mjs?worker', 'application/octet-stream', 5_000, 300),
      at('site-worker.js', 'text/javascript', 100_000, 400, 'service worker'),
      at('data/precios.parquet', 'application/octet-stream', 400_000, 500),
      at('assets/late.js', 'text/javascript', 9_999, 1000),
    ];
    expect(totalsBefore(log, 500)).toEqual({
      page: { requests: 4, jsRequests: 2, jsBytes: 32_000, totalBytes: 432_300 },
      'service worker': { requests: 1, jsRequests: 1, jsBytes: 100_000, totalBytes: 100_000 },
    });
  });

  it('says how long bytes take on the emulated line', () => {
    expect(lineMs(1_250_000)).toBe(1000);
  });
});
