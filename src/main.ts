// The page's entry: mounts the app, starts the site's service worker, and turns a lost lazy chunk into the
// new-version notice.
import { mount } from 'svelte';
import App from './ui/shell/App.svelte';
import { noteStaleBuild, startSiteWorker } from './site-worker/site-worker-client.ts';
import './ui/shell/global.css';

mount(App, { target: document.getElementById('app')! });
startSiteWorker();
// A lazy chunk's CSS or JS that the host no longer has (a new build replaced this one): the "New version" notice.
// The error still reaches the page that needed the chunk, which says what happened (App.svelte); offline, it was
// never saved, not replaced.
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) noteStaleBuild();
});
