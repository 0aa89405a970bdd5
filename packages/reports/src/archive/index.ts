export * from './evidence.ts';
export * from './pdfa.ts';
