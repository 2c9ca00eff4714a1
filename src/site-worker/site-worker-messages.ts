// What the page may say to the site's service worker (workbox-window's messageSkipWaiting sends this).
export const SKIP_WAITING = 'SKIP_WAITING';
