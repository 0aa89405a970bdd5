export * from './raw-csv.ts';
export * from './raw-csv-error.ts';
export * from './record-series.ts';
export * from './vibration-data.ts';
export * from './record-chunks.ts';
