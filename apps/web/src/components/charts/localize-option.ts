import { formatTick } from '@ohp/i18n';

// Every chart's numbers in the language's writing (decimal comma in pt-BR and es): value and log
// axes get a label formatter and the tooltip a value formatter, unless the chart set its own.

type Axis = { type?: string; axisLabel?: { formatter?: unknown } & Record<string, unknown> } & Record<
  string,
  unknown
>;
type Option = Record<string, unknown>;

/** A chart figure: up to three decimals, no trailing zeros, the language's separators (as the reports' ticks). */
export function formatChartNumber(language: string, value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value ?? '');
  return formatTick(language, value);
}

function localizeAxis(axis: unknown, defaultType: string, language: string): unknown {
  if (!axis || typeof axis !== 'object') return axis;
  const a = axis as Axis;
  const type = a.type ?? defaultType;
  // Labels that would overlap on a narrow chart (times at 390 px) are left out, not drawn on each other.
  const axisLabel = { hideOverlap: true, ...a.axisLabel };
  if ((type !== 'value' && type !== 'log') || a.axisLabel?.formatter !== undefined)
    return { ...a, axisLabel };
  return { ...a, axisLabel: { ...axisLabel, formatter: (v: number) => formatChartNumber(language, v) } };
}

function localizeAxes(axes: unknown, defaultType: string, language: string): unknown {
  return Array.isArray(axes)
    ? axes.map((a) => localizeAxis(a, defaultType, language))
    : localizeAxis(axes, defaultType, language);
}

function localizeTooltip(tooltip: unknown, language: string): unknown {
  if (!tooltip || typeof tooltip !== 'object' || Array.isArray(tooltip)) return tooltip;
  const t = tooltip as Option;
  if (t.formatter !== undefined || t.valueFormatter !== undefined) return tooltip;
  return { ...t, valueFormatter: (v: unknown) => formatChartNumber(language, v) };
}

export function localizeChartOption<T extends object>(option: T, language: string): T {
  const o = option as Option;
  const out: Option = { ...o };
  if ('xAxis' in o) out.xAxis = localizeAxes(o.xAxis, 'category', language);
  if ('yAxis' in o) out.yAxis = localizeAxes(o.yAxis, 'value', language);
  if ('tooltip' in o) out.tooltip = localizeTooltip(o.tooltip, language);
  return out as T;
}
