// Stands in for MSW's cookie store (msw/lib/core/utils/cookieStore.mjs) in the page and the site's service worker
// (see vite.config.ts). The real one keeps a tough-cookie jar in localStorage: it throws where there is no
// localStorage (a service worker) and brings tough-cookie and the public-suffix list (~110 KB gzipped). The
// lab's fake endpoints set and read no cookies, so the store is empty and stays empty.

export const cookieStore = {
  getCookies(): never[] {
    return [];
  },
  async setCookie(): Promise<void> {},
};
