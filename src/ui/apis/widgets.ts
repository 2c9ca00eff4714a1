// What #/start's guided path shows of #/apis: the lab and its link state, the token chart and the verifier. Pages do
// not import each other; #/start imports a page's widgets through this one front (the layers test allows only it).
export { loadApisLab, type ApisRun } from './apis-lab.ts';
export { DEFAULT_PROVIDER, readApisState } from './apis-params.ts';
export { chartRequests, requestKey, type RunRequest } from './run-requests.ts';
export { default as TokenChart } from './TokenChart.svelte';
export { default as VerifierPanel } from './VerifierPanel.svelte';
