// The errors area's front: only what other areas and the UI import.
export { errorMessage } from './error-message.ts';
