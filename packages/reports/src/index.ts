export * from './charts/decimate.ts';
export * from './charts/render-svg.ts';
export * from './document/blocks.ts';
export * from './document/frame.ts';
export * from './document/theme.ts';
export * from './noise/build-noise-report.ts';
export * from './noise/chart-options.ts';
export * from './noise/report-input.ts';
