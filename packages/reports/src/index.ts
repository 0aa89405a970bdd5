export * from './charts/decimate.ts';
export * from './charts/render-svg.ts';
export * from './document/blocks.ts';
export * from './document/frame.ts';
export * from './document/identification.ts';
export * from './document/instrument.ts';
export * from './document/theme.ts';
export * from './noise/build-noise-report.ts';
export * from './noise/dosimeter-settings.ts';
export * from './noise/chart-data.ts';
export * from './noise/chart-options.ts';
export * from './noise/report-input.ts';
export * from './noise/from-exposure.ts';
export * from './noise/report-form.ts';
export * from './co2/build-co2-report.ts';
export { co2ChartData } from './co2/chart-data.ts';
export {
  type Co2ChartLabels,
  type Co2ChartLook,
  type Co2ChartMarks,
  co2ClimateOption,
  co2DarkLook,
  co2LevelOption,
  co2LimitLines,
  co2MarksForNorm,
  co2PrintLook,
} from './co2/chart-options.ts';
export * from './co2/from-exposure.ts';
export * from './co2/report-input.ts';
export { type Co2ReportExtras, co2ReportExtrasSchema, localDate } from './co2/report-extras.ts';
export {
  type Co2ViewerOptions,
  type Co2Window,
  co2Span,
  co2ViewerClimateOption,
  co2ViewerLevelOption,
} from './co2/viewer-options.ts';
export * from './heat/build-heat-report.ts';
export * from './heat/chart-options.ts';
export * from './heat/from-assessment.ts';
export * from './heat/report-form.ts';
export type * from './heat/report-input.ts';
export { heatTranslator, regimeKey } from './heat/sections.ts';
export * from './vibration/build-vibration-report.ts';
export * from './vibration/chart-options.ts';
export * from './vibration/report-form.ts';
export * from './vibration/report-input.ts';
export * from './statistics/build-statistics-report.ts';
export * from './statistics/probability-plot.ts';
export type * from './statistics/report-input.ts';
export * from './statistics/report-form.ts';
export * from './document/days-section.ts';
export * from './noise/days.ts';
export * from './noise/by-day-results.ts';
export * from './co2/days.ts';
export * from './vibration/days.ts';
export * from './heat/days.ts';
