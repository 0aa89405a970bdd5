// Tabela 24 agents from measured figures, by the methods the law names (docs/esocial.md):
// noise NEN by NHO-01 (IN INSS 128/2022 art. 280; Decreto 3.048/1999 Anexo IV 2.0.1), hand-arm aren
// by NHO-10, whole body aren and VDVR by NHO-09 (NR-15 Anexo 8), heat IBUTG by NHO-06 against the
// NR-15 Anexo 3 limit for the metabolic rate. Unit codes: evtExpRisco.xsd `unMed`.

/** Tabela 24 codes this product measures, plus 09.01.001 (no harmful agent). */
export type AgentCode = '02.01.001' | '02.01.002' | '02.01.003' | '02.01.004' | '02.01.014' | '09.01.001';

export const NO_AGENT: AgentCode = '09.01.001';

/** `unMed` codes: 4 dB(A), 5 m/s², 6 m/s^1,75, 10 °C. */
export type UnitCode = 4 | 5 | 6 | 10;

/** Where a figure comes from: a file (CLI) or a saved measurement (server), shown beside the value. */
export interface FigureSource {
  readonly file?: string;
  readonly measurementId?: string;
  readonly reportId?: string;
  /** yyyy-mm-dd of the measurement. */
  readonly date?: string;
}

/** What one measurement gives, already computed by @ohp/exposure (the same figures as `ohp analyze`). */
export type MeasurementFigures = (
  | { readonly family: 'noise'; readonly nen: number | null; readonly dailyDosePct: number }
  | { readonly family: 'hand-arm'; readonly aren: number }
  | { readonly family: 'whole-body'; readonly aren: number; readonly vdvr: number | null }
  | {
      readonly family: 'heat';
      readonly ibutg: number;
      readonly limit: number | null;
      /** The NR-15 Anexo 3 text the limit was read from (the measurement's analysis). */
      readonly norm?: 'nr15-1978' | 'nr15-2019';
    }
  | { readonly family: 'co2' }
) & {
  readonly source: FigureSource;
  /**
   * A record longer than a day: how many calendar days it has. The figures are then its worst day's,
   * that day analysed as a workday of its own, and `source.date` is that day (docs/decisions.md).
   */
  readonly ofDays?: number;
};

export interface Agent {
  readonly code: AgentCode;
  /** `intConc`, rounded to the digits `ohp analyze` prints; null for 09.01.001. */
  readonly intensity: number | null;
  readonly unit: UnitCode | null;
  /** `limTol`: only 02.01.014 among ours (evtExpRisco.xsd field rule). */
  readonly limit: number | null;
  readonly technique: string | null;
  readonly source: FigureSource | null;
}

/** Why a measurement gave no agent; shown, never exported. */
export type Omission =
  | { readonly reason: 'belowActionLevel'; readonly source: FigureSource; readonly dailyDosePct: number }
  | { readonly reason: 'notInTable24'; readonly source: FigureSource; readonly family: 'co2' }
  | { readonly reason: 'noVdv'; readonly source: FigureSource };

// tecMedicao: at most 40 characters (evtExpRisco.xsd).
export const TECHNIQUES = {
  '02.01.001': 'NHO-01 (Fundacentro) – dosimetria',
  '02.01.002': 'NHO-10 (Fundacentro) – aren',
  '02.01.003': 'NHO-09 (Fundacentro) – aren',
  '02.01.004': 'NHO-09 (Fundacentro) – VDVR',
  '02.01.014': 'NHO-06 (Fundacentro) – IBUTG',
} as const;

/** Noise action level: half the daily dose (NR-09; NHO-01 quadro "Critério de julgamento e tomada de decisão"). */
export const NOISE_ACTION_LEVEL_PCT = 50;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

function agent(
  code: Exclude<AgentCode, '09.01.001'>,
  value: number,
  unit: UnitCode,
  digits: number,
  source: FigureSource,
  limit: number | null = null,
): Agent {
  return { code, intensity: round(value, digits), unit, limit, technique: TECHNIQUES[code], source };
}

/**
 * The agents one measurement reports. Noise counts from the action level on (MOS, S-2240: physical
 * agents whose criterion is quantitative are reported from the NR-09 action level); vibration and
 * heat on their presence. Digits: noise and heat 2, vibration 4 (as `ohp analyze --json`).
 */
export function agentsOfMeasurement(m: MeasurementFigures): { agents: Agent[]; omitted: Omission[] } {
  switch (m.family) {
    case 'noise':
      if (m.nen === null || m.dailyDosePct < NOISE_ACTION_LEVEL_PCT)
        return {
          agents: [],
          omitted: [{ reason: 'belowActionLevel', source: m.source, dailyDosePct: round(m.dailyDosePct, 2) }],
        };
      return { agents: [agent('02.01.001', m.nen, 4, 2, m.source)], omitted: [] };
    case 'hand-arm':
      return { agents: m.aren > 0 ? [agent('02.01.002', m.aren, 5, 4, m.source)] : [], omitted: [] };
    case 'whole-body': {
      const agents = m.aren > 0 ? [agent('02.01.003', m.aren, 5, 4, m.source)] : [];
      if (m.vdvr !== null && m.vdvr > 0) agents.push(agent('02.01.004', m.vdvr, 6, 4, m.source));
      return { agents, omitted: m.vdvr === null ? [{ reason: 'noVdv', source: m.source }] : [] };
    }
    case 'heat':
      return {
        agents: [agent('02.01.014', m.ibutg, 10, 2, m.source, m.limit === null ? null : round(m.limit, 2))],
        omitted: [],
      };
    case 'co2':
      return { agents: [], omitted: [{ reason: 'notInTable24', source: m.source, family: 'co2' }] };
  }
}

/** A user's choice of the measurement that stands for an agent (recorded by the server). */
export interface AgentChoice {
  readonly code: AgentCode;
  readonly measurementId: string;
}

export interface AgentSelection {
  /** One per code, Tabela 24 order; or 09.01.001 alone when nothing is to be reported. */
  readonly agents: Agent[];
  readonly omitted: Omission[];
  /** Codes whose value is a user's choice rather than the highest. */
  readonly chosen: AgentCode[];
}

/**
 * The agents of a worker (or a GHE) from all its measurements: per code, the highest value by
 * default, or the measurement the user chose. Nothing to report → 09.01.001 alone (its field rule
 * forbids any other code beside it). A list of CO2 only reports nothing: refused by the callers.
 */
export function selectAgents(
  measurements: readonly MeasurementFigures[],
  choices: readonly AgentChoice[] = [],
): AgentSelection {
  const byCode = new Map<AgentCode, Agent[]>();
  const omitted: Omission[] = [];
  for (const m of measurements) {
    const r = agentsOfMeasurement(m);
    omitted.push(...r.omitted);
    for (const a of r.agents) byCode.set(a.code, [...(byCode.get(a.code) ?? []), a]);
  }
  const agents: Agent[] = [];
  const chosen: AgentCode[] = [];
  for (const code of [...byCode.keys()].sort()) {
    const candidates = byCode.get(code) as Agent[];
    const choice = choices.find((c) => c.code === code);
    const picked = choice && candidates.find((a) => a.source?.measurementId === choice.measurementId);
    if (picked) chosen.push(code);
    agents.push(picked ?? candidates.reduce((a, b) => ((b.intensity ?? 0) > (a.intensity ?? 0) ? b : a)));
  }
  if (agents.length === 0)
    agents.push({ code: NO_AGENT, intensity: null, unit: null, limit: null, technique: null, source: null });
  return { agents, omitted, chosen };
}

/** True when the measurements hold nothing eSocial knows (only CO2): no event can be built from them. */
export const onlyOutsideTable24 = (measurements: readonly MeasurementFigures[]): boolean =>
  measurements.length > 0 && measurements.every((m) => m.family === 'co2');
