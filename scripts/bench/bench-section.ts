// One section of `npm run bench`: a title and the labelled figures it measured. To add a section, write
// scripts/bench/<topic>.ts exporting a BenchSection and list it in scripts/bench.ts.

export interface BenchFigure {
  label: string;
  value: string;
}

export interface BenchSection {
  title: string;
  run(): Promise<BenchFigure[]>;
  /** Skipped unless named on the command line (a section that takes many minutes, or a model built on demand). */
  onlyWhenNamed?: true;
}
