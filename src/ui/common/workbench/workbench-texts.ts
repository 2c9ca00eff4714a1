// The words the run host's views say on every page with runs, in English and Spanish.
export const WORKBENCH_TEXT = {
  en: {
    compare: 'Runs side by side',
    linkProblem: 'The link’s forks and comparisons could not be read, so the page shows its own run:',
  },
  es: {
    compare: 'Ejecuciones lado a lado',
    linkProblem: 'No se pudieron leer las bifurcaciones y comparaciones del enlace; la página muestra su propia ejecución:',
  },
};
