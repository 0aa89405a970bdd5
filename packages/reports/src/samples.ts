// Made-up report inputs for tests, benchmarks and trying a layout (`@ohp/reports/samples`).
export { sampleNoiseReportInput } from './noise/test-sample-input.ts';
export { sampleCo2ReportInput, sampleCo2Series } from './co2/test-sample-input.ts';
