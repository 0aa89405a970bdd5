// The heat report's legal content: objectives and method paragraphs, the conclusions (NR-15
// Anexo 3, Decreto 3.048 Anexo IV 2.0.4, PGR by NR-09 Anexo 3 / NHO-06) and the missing items.
import type { Content } from 'pdfmake/interfaces';
import { heatConclusions } from '../conclusions/legal.ts';
import {
  conclusionsSection,
  legalTranslator,
  missingItems,
  missingItemsNotice,
  paragraphsSection,
} from '../conclusions/render.ts';
import { translate } from '@ohp/i18n';
import { formatNumber } from '../noise/format.ts';
import { regimeKey } from './regime-key.ts';
import type { HeatReportInput } from './report-input.ts';
import { temperatureFormat } from './sections.ts';

export function heatMissingNotice(input: HeatReportInput): Content[] {
  const c = input.context;
  const lt = legalTranslator(input.language);
  const i = input.instrument;
  return missingItemsNotice(
    input.language,
    missingItems([
      [lt('fields.employee'), c.employee],
      [lt('fields.company'), c.company],
      [lt('fields.functionGhe'), c.functionGhe],
      [lt('fields.assessmentDate'), c.assessmentDate],
      [lt('fields.evaluator'), c.evaluatorName],
      [lt('fields.registration'), c.evaluatorRegistration],
      [lt('fields.measurementHeight'), c.measurementHeight],
      [lt('fields.instrument'), i && i.model !== '-' && i.serialNumber !== '-' ? i.model : undefined],
      [lt('fields.certificate'), i?.certificate],
    ]),
  );
}

export function heatObjectives(input: HeatReportInput): Content[] {
  const lt = legalTranslator(input.language);
  return paragraphsSection(lt('sections.objectives'), [lt('objectives.heat')]);
}

export function heatConclusionsContent(input: HeatReportInput): Content[] {
  const lt = legalTranslator(input.language);
  const r = input.result;
  const temp = temperatureFormat(input);
  const n = (c: number | null) => (c === null ? '-' : temp.show(c).replace(/ °[CF]$/, ''));
  const unit = (s: string) => (input.unit === 'F' ? s.replaceAll('°C', '°F') : s);
  const values = {
    ibutg: n(r.ibutg),
    limit: n(r.limit),
    text: lt(`heatText.${r.norm}`),
    m: r.metabolicRate === null ? '-' : `${formatNumber(input.language, r.metabolicRate, 0)} kcal/h`,
    regime: r.regime ? translate(input.language, regimeKey(r.regime)) : '-',
  };
  // The 1978 text with rest at the place judges by the regime Quadro 1 requires, not by a limit.
  const byRegime = r.limit === null && r.regime !== null;
  return conclusionsSection(input.language, heatConclusions(r), {
    labourBasis: unit(lt(byRegime ? 'labour.basis.heatRegime' : 'labour.basis.heat', values)),
    socialBasis: unit(lt(byRegime ? 'social.basis.heatRegime' : 'social.basis.heat', values)),
    pgrBasis: lt('pgr.basis.heat'),
  });
}
