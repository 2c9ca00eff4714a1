// A data file that could not be used: missing, not Parquet, or not the expected shape.

/**
 * The message always starts with the file name, then says what is wrong:
 * `noticias6_corpus.parquet: missing column "titular"`.
 */
export class DataFileError extends Error {
  override readonly name = 'DataFileError';
  readonly file: string;
  /** What is wrong, without the file name. */
  readonly problem: string;

  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.file = file;
    this.problem = problem;
  }
}
