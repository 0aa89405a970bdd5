// The one formatting layer of the screens and the reports (docs/formatting.md).
export * from './locale.ts';
export * from './number.ts';
export * from './interpolated-number.ts';
export * from './size.ts';
export * from './duration.ts';
export * from './date.ts';
export * from './unit.ts';
