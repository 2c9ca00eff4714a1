// The lab's pages as the shell's menu and the home page list them: path, label and a line on what a student does
// there. The shell (shell/pages.ts) pairs each path with the page's lazy loader.

export interface PageInfo {
  path: string;
  label: { en: string; es: string };
  /** A shorter word for the menu, where the label would not fit on the header's one row at 1280 px. */
  menu?: { en: string; es: string };
  /** One line for the home page: what a student does there. */
  summary: { en: string; es: string };
  /** The page also answers every path under its own (`/labs/asistente`); it reads the rest of the path itself. */
  prefix?: boolean;
}

export const PAGES: readonly PageInfo[] = [
  { path: '/', label: { en: 'Home', es: 'Inicio' }, summary: { en: '', es: '' } },
  { path: '/start', label: { en: 'Start here', es: 'Empieza aquí' }, summary: { en: 'A guided path through the lesson in its order, one topic at a time, each with its live widget.', es: 'Un recorrido guiado por la lección en su orden, un tema cada vez, cada uno con su widget vivo.' } },
  { path: '/data', label: { en: 'Data', es: 'Datos' },
    summary: {
      en: "The course's data: the daily closes of 120 companies and their news, read from Parquet in your browser.",
      es: 'Los datos del curso: los cierres diarios de 120 empresas y sus noticias, leídos de Parquet en tu navegador.',
    } },
  { path: '/tools', label: { en: 'Tools', es: 'Herramientas' },
    summary: {
      en: 'The four deterministic tools, the JSON Schema each model sees, and what validation refuses.',
      es: 'Las cuatro herramientas deterministas, el JSON Schema que ve cada modelo y lo que la validación rechaza.',
    } },
  { path: '/apis', label: { en: 'Simulated APIs', es: 'APIs simuladas' },
    summary: {
      en: 'One loop, four API shapes, scripted failures: which guardrail catches what, and why tokens grow with the square of the steps.',
      es: 'Un bucle, cuatro formas de API, fallos guionizados: qué barrera atrapa cada fallo y por qué los tokens crecen con el cuadrado de los pasos.',
    } },
  { path: '/local', label: { en: 'Local model', es: 'Modelo local' },
    summary: {
      en: 'Qwen2.5-0.5B-Instruct in your browser: the text it reads, the tool calls it writes, and planning instead of improvising.',
      es: 'Qwen2.5-0.5B-Instruct en tu navegador: el texto que lee, las llamadas que escribe y planificar en vez de improvisar.',
    } },
  { path: '/labs', label: { en: 'Companion labs', es: 'Laboratorios' }, prefix: true,
    summary: {
      en: 'The same loop with other tools: a calculator, clock and Wikipedia agent, an office store, a CSV analyst, a house and a travel budget.',
      es: 'El mismo bucle con otras herramientas: un agente con calculadora, reloj y Wikipedia, una papelería, un analista de CSV, una casa y un presupuesto de viaje.',
    } },
  { path: '/mcp', label: { en: 'MCP servers', es: 'Servidores MCP' }, menu: { en: 'MCP', es: 'MCP' },
    summary: {
      en: "An MCP server's tools as any client sees them: the lab's own servers or yours by URL, tools/list, a tools/call by hand, then the tools offered to a model.",
      es: 'Las herramientas de un servidor MCP como las ve cualquier cliente: los servidores del laboratorio o el tuyo por URL, tools/list, un tools/call a mano y luego las herramientas ofrecidas a un modelo.',
    } },
  { path: '/eval', label: { en: 'Eval bench', es: 'Evaluación' },
    summary: {
      en: 'How often does it work? pass@1 and pass^k of each design on each API, the verifier against the checkers, and utility under a prompt injection.',
      es: '¿Cuántas veces funciona? pass@1 y pass^k de cada diseño en cada API, el verificador frente a los comprobadores y la utilidad bajo una inyección de prompt.',
    } },
];

export function findPage(path: string): PageInfo | undefined {
  return PAGES.find((p) => p.path === path || (p.prefix === true && path.startsWith(`${p.path}/`)));
}
