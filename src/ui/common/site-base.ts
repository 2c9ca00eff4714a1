// The path the site is served under (`/` or a sub-path such as `/lab/`), from the page's base URI: where the
// shipped tokenizer and the site's own files are read from.
export const siteBasePath = (): string => new URL('./', document.baseURI).pathname;
