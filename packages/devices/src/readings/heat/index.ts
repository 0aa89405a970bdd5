export * from './from-itemp.ts';
export * from './read-heat.ts';
export * from './samples-csv.ts';
export { heatCsvError } from './csv-error.ts';
