// The i18n area's front: the UI languages and a text in both.
export * from './bilingual.ts';
