import {
  assessHeat,
  assessHeatSeries,
  CLOTHING_INCREMENTS,
  type HeatActivity,
  type HeatAssessment,
  type HeatAssessmentInput,
  type HeatSeries,
  type HeatSituation,
  type SeriesAssessment,
  type SeriesOptions,
} from '@ohp/exposure';
import type { HeatReportOptions } from './report-state';

// The results of the report screen from its options: the maths of @ohp/exposure, nothing else.
// Normal mode: the most critical hour of the record (assessHeatSeries) with one activity over it.
// Component mode: the components are the situations and activities of the hour (assessHeat).

export type HeatResults =
  | {
      ok: true;
      assessment: HeatAssessment;
      /** Normal mode: the per-sample IBUTG, the window and the validity flags. */
      series?: SeriesAssessment | undefined;
      situations: HeatSituation[];
      activities: HeatActivity[];
    }
  | { ok: false; reason: { key: string; values: Record<string, string | number> } };

export function clothingIncrementOf(options: HeatReportOptions): number {
  if (options.norm !== 'nr15-2019' || !options.clothing) return 0;
  return CLOTHING_INCREMENTS.find((c) => c.key === options.clothing)?.incrementC ?? 0;
}

function common(options: HeatReportOptions): Omit<HeatAssessmentInput, 'situations' | 'activities'> {
  return {
    norm: options.norm,
    rest: options.rest,
    ...(options.workload === 'auto' ? {} : { workload: options.workload }),
    openSkyWithoutArtificialSource: options.norm === 'nr15-2019' && options.openSky,
    clothingIncrementC: clothingIncrementOf(options),
    hood: options.hood,
  };
}

export function componentSituations(options: HeatReportOptions): HeatSituation[] {
  return options.components.map(({ data: d }) =>
    d.ibutg !== undefined && (d.tg === undefined || d.tbn === undefined)
      ? { minutes: d.minutes, ibutg: d.ibutg }
      : {
          minutes: d.minutes,
          tg: d.tg as number,
          tbn: d.tbn as number,
          ...(d.tbs === undefined ? {} : { tbs: d.tbs }),
          solarLoad: d.solarLoad && d.tbs !== undefined,
        },
  );
}

/** Normal mode: what the record's critical hour is assessed with (one activity of M over it). */
export function recordModeOptions(
  options: HeatReportOptions,
): SeriesOptions & { activities: HeatActivity[] } {
  const activities =
    options.metabolicRate === null ? [] : [{ minutes: 60, metabolicRate: options.metabolicRate }];
  return { ...common(options), solarLoad: options.solarLoad, activities };
}

export function computeHeatResults(series: HeatSeries, options: HeatReportOptions): HeatResults {
  if (options.mode === null) return { ok: false, reason: { key: 'heat:screen.chooseModeFirst', values: {} } };
  if (options.mode === 'component') {
    if (options.components.length === 0)
      return { ok: false, reason: { key: 'heat:component.none', values: {} } };
    const situations = componentSituations(options);
    const activities = options.components.map((c) => ({
      minutes: c.data.minutes,
      metabolicRate: c.data.metabolicRate,
    }));
    const r = assessHeat({ ...common(options), situations, activities });
    if (!r.ok) return { ok: false, reason: { key: r.reason.key, values: { ...r.reason.values } } };
    return { ok: true, assessment: r.data, situations, activities };
  }
  const seriesOptions = recordModeOptions(options);
  const activities = seriesOptions.activities;
  const s = assessHeatSeries(series, seriesOptions);
  if (!s) return { ok: false, reason: { key: 'heat:input.noSituations', values: {} } };
  if (!s.assessment.ok)
    return { ok: false, reason: { key: s.assessment.reason.key, values: { ...s.assessment.reason.values } } };
  const situations: HeatSituation[] = [{ minutes: s.window.minutes, ibutg: s.window.meanIbutg }];
  return { ok: true, assessment: s.assessment.data, series: s, situations, activities };
}
