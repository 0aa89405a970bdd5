// The PDF blocks of the legal content every report shares: objectives, method paragraphs,
// uncertainty, the three conclusions, technical considerations and the missing-items notice.
// The decisions come from legal.ts; the texts from the `legal` namespace.
import { type Language, translate } from '@ohp/i18n';
import type { Content } from 'pdfmake/interfaces';
import { sectionTitle, type Tone, verdictBox } from '../document/blocks.ts';
import { reportColors } from '../document/theme.ts';
import { typesetUnits } from '../document/units.ts';
import type { PgrBand, ReportConclusions } from './legal.ts';

export type LegalT = (key: string, values?: Record<string, string | number>) => string;
export const legalTranslator =
  (language: Language): LegalT =>
  (key, values) =>
    translate(language, `legal:${key}`, values);

/** A titled block of paragraphs; the title stays with the first paragraph. */
export function paragraphsSection(title: string, paragraphs: Array<string | undefined>): Content[] {
  const texts = paragraphs.filter((p): p is string => !!p);
  if (texts.length === 0) return [];
  const [first, ...rest] = texts.map((text) => ({
    text,
    fontSize: 8.5,
    margin: [0, 0, 0, 3] as [number, number, number, number],
  }));
  return [{ unbreakable: true, stack: [sectionTitle(title), first as Content] }, ...rest];
}

/** The free text the evaluator writes (at most 30 lines, like the annotation). */
export function technicalConsiderationsSection(language: Language, text: string | undefined): Content[] {
  const clean = text?.split(/\r?\n/).slice(0, 30).join('\n').trim();
  if (!clean) return [];
  return paragraphsSection(legalTranslator(language)('sections.technicalConsiderations'), [clean]);
}

/** "Itens obrigatórios não informados: …" on the first page; nothing when every item is there. */
export function missingItemsNotice(language: Language, missing: string[]): Content[] {
  if (missing.length === 0) return [];
  return [
    {
      text: legalTranslator(language)('missing', { items: missing.join('; ') }),
      bold: true,
      fontSize: 9,
      color: reportColors.danger,
      margin: [0, 0, 0, 6],
    },
  ];
}

/** Label of each required item that is empty: [label, value] pairs in, labels out. */
export function missingItems(pairs: Array<[string, unknown]>): string[] {
  return pairs
    .filter(([, v]) => v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
    .map(([label]) => label);
}

/** The uncertainty block: an intro, the formula in bold, the components, the result. */
export function uncertaintySection(
  language: Language,
  lines: { intro: string; formulas: string[]; components: string[]; results: string[] },
): Content[] {
  const t = legalTranslator(language);
  return [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('sections.uncertainty')),
        { text: lines.intro, fontSize: 8.5, margin: [0, 0, 0, 2] },
        ...lines.formulas.map((text) => ({
          text: typesetUnits(text),
          bold: true,
          fontSize: 9,
          margin: [8, 1, 0, 1] as [number, number, number, number],
        })),
        ...lines.components.map((text) => ({
          text: `• ${text}`,
          fontSize: 8.5,
          margin: [8, 0, 0, 0] as [number, number, number, number],
        })),
        ...lines.results.map((text) => ({
          text: typesetUnits(text),
          bold: true,
          fontSize: 9,
          margin: [0, 3, 0, 0] as [number, number, number, number],
        })),
      ],
    },
  ];
}

/** Per-domain texts behind each verdict (already translated, numbers formatted). */
export interface ConclusionDetails {
  /** Labour verdict basis (figure against the limit); omitted when the annex was not computed. */
  labourBasis?: string;
  /** Extra labour lines: the two NR-15 doses, the protector, CO2 grave and imminent risk. */
  labourNotes?: Array<{ text: string; bold?: boolean }>;
  /** The social-security line's basis (with figures), or the missing method's name. */
  socialBasis?: string;
  pgrBasis: string;
}

const pgrTone: Record<PgrBand, Tone> = {
  below_action_level: 'ok',
  action_level_to_limit: 'attention',
  above_limit: 'danger',
};

function box(
  title: string,
  verdict: string,
  tone: Tone,
  details: Array<{ text: string; bold?: boolean }>,
): Content {
  const inner = verdictBox(title, verdict, tone) as { table: { body: Array<Array<{ stack: Content[] }>> } };
  const cell = inner.table.body[0]?.[0];
  if (cell)
    cell.stack.push(
      ...details.map((d) => ({
        text: typesetUnits(d.text),
        fontSize: 8.5,
        bold: d.bold ?? false,
        color: reportColors.text,
        margin: [0, 2, 0, 0] as [number, number, number, number],
      })),
    );
  return inner as Content;
}

/** Labour (NR-15), social security (Decreto 3.048 Anexo IV) and PGR (NR-01/NR-09), each a box. */
export function conclusionsSection(
  language: Language,
  c: ReportConclusions,
  d: ConclusionDetails,
): Content[] {
  const t = legalTranslator(language);
  const annex = t(`labour.annex.${c.labour.annex}`);
  const l = c.labour;
  const labourVerdict =
    l.characterises === true
      ? t('labour.characterises', { grade: t(`labour.grade.${l.grade}`), pct: l.additionalPct ?? 0, annex })
      : l.characterises === false
        ? t('labour.notCharacterises', { annex })
        : l.reason === 'openSky'
          ? t('labour.openSky')
          : t('labour.notComputed', { annex });
  const labourTone: Tone = l.characterises === true ? 'danger' : l.characterises === false ? 'ok' : 'neutral';
  const labourDetails = [
    ...(d.labourBasis && l.characterises !== null ? [{ text: d.labourBasis }] : []),
    ...(d.labourNotes ?? []),
  ];
  const s = c.socialSecurity;
  const socialVerdict = !s.applicable
    ? t('social.co2')
    : s.above === null
      ? t('social.notComputed', { basis: d.socialBasis ?? '' })
      : t(s.above ? 'social.above' : 'social.below', { basis: d.socialBasis ?? '' });
  const socialTone: Tone = !s.applicable || s.above === null ? 'neutral' : s.above ? 'danger' : 'ok';
  const band = c.pgr.band;
  return [
    {
      unbreakable: true,
      stack: [
        sectionTitle(t('sections.conclusions')),
        box(t('labour.title'), labourVerdict, labourTone, labourDetails),
      ],
    },
    { unbreakable: true, stack: [box(t('social.title'), socialVerdict, socialTone, [])] },
    {
      unbreakable: true,
      stack: [
        box(t('pgr.title'), band ? t(`pgr.${band}`) : t('pgr.none'), band ? pgrTone[band] : 'neutral', [
          { text: d.pgrBasis },
        ]),
      ],
    },
  ];
}
