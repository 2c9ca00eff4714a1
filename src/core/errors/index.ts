// The errors area's front: what the UI imports.
export * from './error-message.ts';
