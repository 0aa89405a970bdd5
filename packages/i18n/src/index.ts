export * from './languages.ts';
export * from './resources.ts';
export * from './load-language.ts';
export * from './signed-out-texts.ts';
export * from './translate.ts';
export * from './date-format.ts';
export * from './validation-issues.ts';
export * from './format/index.ts';
