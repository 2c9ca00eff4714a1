// The page's entry: mounts the app, starts the site's service worker and the lab's MCP servers, and turns a lost
// lazy chunk into the new-version notice.
import { mount } from 'svelte';
import App from './ui/shell/App.svelte';
import { noteStaleBuild, startSiteWorker } from './site-worker/site-worker-client.ts';
import { MCP_KIT_SOURCES } from './ui/shell/mcp-kit-sources.ts';
import './ui/shell/global.css';

mount(App, { target: document.getElementById('app')! });
startSiteWorker();
// In a chunk of its own: the page's first screen does not wait for it. Its `mcpFetch` is what an MCP client in the
// page uses.
void import('./mcp-browser/mcp-serving.ts').then((serving) => serving.startMcpServing(MCP_KIT_SOURCES));
// A lazy chunk's CSS or JS that the host no longer has (a new build replaced this one): the "New version" notice.
// The error still reaches the page that needed the chunk, which says what happened (App.svelte); offline, it was
// never saved, not replaced.
window.addEventListener('vite:preloadError', () => {
  if (navigator.onLine) noteStaleBuild();
});
