// What #/start's guided path shows of #/local: the chat template's prompt as the model reads it. Pages do not
// import each other; #/start imports a page's widgets through this one front.
export { default as TemplateView } from './TemplateView.svelte';
