export * from './from-itemp.ts';
export * from './read-heat.ts';
export * from './samples-csv.ts';
export { HeatCsvError } from './csv-error.ts';
