// The Local model page's own words (#/local), in both UI languages.

export const LOCAL_PAGE_TEXT = {
  en: {
    announceDone: 'The run finished: its steps and trace are below.',
    h1: 'The local model',
    lead: "A small language model (Qwen2.5-0.5B-Instruct, or Qwen3-0.6B) running in your browser: the lesson's local agent, on the same loop, guardrails, trace and verifier as the simulated APIs. Nothing you type leaves your computer.",
    result: 'Result',
    noData: 'The market data is still loading.',
    load: 'Load the model first.',
    noQuestion: 'Write a question.',
    step: (n: number) => `Step ${n}`,
    previousRun: (setup: string) => `The last run, made with ${setup}: the controls have changed since. Run again to see the current setup.`,
  },
  es: {
    announceDone: 'La ejecución terminó: sus pasos y su traza están abajo.',
    h1: 'El modelo local',
    lead: 'Un modelo de lenguaje pequeño (Qwen2.5-0.5B-Instruct, o Qwen3-0.6B) que corre en tu navegador: el agente local de la lección, con el mismo bucle, barreras, traza y verificador que las APIs simuladas. Nada de lo que escribes sale de tu ordenador.',
    result: 'Resultado',
    noData: 'Los datos de mercado aún se están cargando.',
    load: 'Carga primero el modelo.',
    noQuestion: 'Escribe una pregunta.',
    step: (n: number) => `Paso ${n}`,
    previousRun: (setup: string) => `La última ejecución, hecha con ${setup}: los controles han cambiado desde entonces. Vuelve a ejecutar para ver la configuración actual.`,
  },
};
