// The opt-in service worker (public/coi-serviceworker.js) that makes the page cross-origin isolated on hosts that
// cannot send COOP/COEP headers. Turning it on or off takes one reload.

const SCRIPT = 'coi-serviceworker.js';

export type ShimState = 'on' | 'off' | 'unavailable';

function scriptUrl(): URL {
  return new URL(SCRIPT, document.baseURI);
}

async function shimRegistrations(): Promise<ServiceWorkerRegistration[]> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  const url = scriptUrl().href;
  return registrations.filter((r) => [r.active, r.waiting, r.installing].some((w) => w?.scriptURL === url));
}

export async function shimState(): Promise<ShimState> {
  if (!('serviceWorker' in navigator)) return 'unavailable';
  return (await shimRegistrations()).length > 0 ? 'on' : 'off';
}

/** Registers the shim and reloads once it is active (the reload is what gets the new headers). */
export async function turnShimOn(): Promise<void> {
  await navigator.serviceWorker.register(scriptUrl(), { scope: new URL('./', document.baseURI).pathname });
  await navigator.serviceWorker.ready;
  location.reload();
}

export async function turnShimOff(): Promise<void> {
  for (const registration of await shimRegistrations()) await registration.unregister();
  location.reload();
}
