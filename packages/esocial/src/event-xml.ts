// The S-2240 event (evtExpRisco, layout S-1.3), unsigned: the employer's signing tool adds the
// Signature element the schema requires, and the employer transmits (docs/esocial.md).
import { xmlText } from '@ohp/reports/xlsx';
import type { Agent } from './agents.ts';
import { NO_AGENT } from './agents.ts';
import { refuse } from './errors.ts';
import { eventId } from './event-id.ts';
import type { S2240Meta } from './meta.ts';

export const S2240_NAMESPACE = 'http://www.esocial.gov.br/schema/evt/evtExpRisco/v_S_01_03_00';

export type EsocialEnvironment = 'production' | 'restricted';

export interface S2240Options {
  /** tpAmb: 1 production, 2 restricted production (tests). */
  readonly environment: EsocialEnvironment;
  /** The receipt (nrRecibo) of the event this one rectifies: indRetif 2. */
  readonly receipt?: string | null;
  readonly generatedAt: Date;
  /** The Id's sequence number, 1..99999, distinct among events generated in the same second. */
  readonly sequence: number;
  /** verProc: the emitting application's version (≤ 20 characters). */
  readonly version: string;
}

/** A decimal with at most `digits` fraction digits and a dot, no exponent, no trailing zeros (TS decimal 10,4). */
export function decimal(value: number, digits = 4): string {
  if (!Number.isFinite(value) || Math.abs(value) > 999999.9999)
    throw new RangeError(`decimal out of range: ${value}`);
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

const el = (name: string, value: string | number) => `<${name}>${xmlText(String(value))}</${name}>`;
const yesNo = (v: boolean) => (v ? 'S' : 'N');

function epcEpi(p: S2240Meta['protection']): string {
  let xml = el('utilizEPC', p.epc);
  if (p.epc === 2) xml += el('eficEpc', yesNo(p.epcEffective === true));
  xml += el('utilizEPI', p.epi);
  if (p.epi === 2) {
    // One eficEpi for the set: effective only when every EPI listed is.
    xml += el('eficEpi', yesNo(p.epis.every((e) => e.effective)));
    for (const e of p.epis) xml += `<epi>${el('docAval', e.ca)}</epi>`;
    const c = p.epiConditions;
    if (c)
      xml += `<epiCompl>${el('medProtecao', yesNo(c.medProtecao))}${el('condFuncto', yesNo(c.condFuncto))}${el('usoInint', yesNo(c.usoInint))}${el('przValid', yesNo(c.przValid))}${el('periodicTroca', yesNo(c.periodicTroca))}${el('higienizacao', yesNo(c.higienizacao))}</epiCompl>`;
  }
  return `<epcEpi>${xml}</epcEpi>`;
}

/** One agNoc group; the field rules of evtExpRisco.xsd decide which fields each code carries. */
function agNoc(a: Agent, protection: S2240Meta['protection']): string {
  if (a.code === NO_AGENT) return `<agNoc>${el('codAgNoc', a.code)}</agNoc>`;
  if (a.intensity === null || a.unit === null) return refuse('missing', `intConc (${a.code})`);
  const technique = a.technique ?? '';
  if (technique.trim() === '') return refuse('missing', `tecMedicao (${a.code})`);
  if (technique.length > 40) return refuse('tooLong', `tecMedicao (${a.code})`, { max: 40 });
  // limTol: "obrigatório e exclusivo" for 01.18.001 and 02.01.014.
  const needsLimit = a.code === '02.01.014';
  if (needsLimit && a.limit === null) return refuse('missingLimit', `limTol (${a.code})`);
  if (a.intensity > 999999.9999 || a.intensity < 0) return refuse('outOfRange', `intConc (${a.code})`);
  return `<agNoc>${el('codAgNoc', a.code)}${el('tpAval', 1)}${el('intConc', decimal(a.intensity))}${needsLimit ? el('limTol', decimal(a.limit as number)) : ''}${el('unMed', a.unit)}${el('tecMedicao', technique)}${epcEpi(protection)}</agNoc>`;
}

function respReg(r: S2240Meta['responsible']): string {
  return `<respReg>${el('cpfResp', r.cpf)}${el('ideOC', r.council)}${r.council === 9 && r.councilDescription ? el('dscOC', r.councilDescription) : ''}${el('nrOC', r.councilNumber)}${el('ufOC', r.uf)}</respReg>`;
}

/**
 * The evtExpRisco document of one worker. `agents` come from selectAgents (09.01.001 alone, or
 * measured agents only). Throws an EsocialError naming the field when a rule would be broken, so an
 * invalid event is never returned.
 */
export function buildS2240(meta: S2240Meta, agents: readonly Agent[], options: S2240Options): string {
  if (agents.length === 0) refuse('noAgents', 'agNoc');
  if (agents.some((a) => a.code === NO_AGENT) && agents.length > 1) refuse('absenceNotAlone', 'agNoc');
  const receipt = options.receipt ?? null;
  if (receipt !== null && !/^1\.\d\.\d{19}$/.test(receipt)) refuse('badReceipt', 'nrRecibo');
  if (options.version.length > 20) refuse('tooLong', 'verProc', { max: 20 });
  const id = eventId(meta.employer.cnpj, options.generatedAt, options.sequence);
  const w = meta.worker;
  const env = meta.environment;
  const ideEvento = `<ideEvento>${el('indRetif', receipt ? 2 : 1)}${receipt ? el('nrRecibo', receipt) : ''}${el('tpAmb', options.environment === 'production' ? 1 : 2)}${el('procEmi', 1)}${el('verProc', options.version)}</ideEvento>`;
  // The employer by its CNPJ root (8 digits), as for every non-public employer (S-1000).
  const ideEmpregador = `<ideEmpregador>${el('tpInsc', 1)}${el('nrInsc', meta.employer.cnpj.slice(0, 8))}</ideEmpregador>`;
  // codCateg only without a matrícula ("obrigatória e exclusiva se não houver matricula").
  const ideVinculo = `<ideVinculo>${el('cpfTrab', w.cpf)}${w.registration ? el('matricula', w.registration) : el('codCateg', w.categoryCode)}</ideVinculo>`;
  const infoAmb = `<infoAmb>${el('localAmb', env.local)}${el('dscSetor', env.sector)}${el('tpInsc', 1)}${el('nrInsc', env.establishmentCnpj)}</infoAmb>`;
  const infoAtiv = `<infoAtiv>${el('dscAtivDes', env.activity)}</infoAtiv>`;
  const agNocs = agents.map((a) => agNoc(a, meta.protection)).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<eSocial xmlns="${S2240_NAMESPACE}"><evtExpRisco Id="${id}">${ideEvento}${ideEmpregador}${ideVinculo}<infoExpRisco>${el('dtIniCondicao', env.startDate)}${infoAmb}${infoAtiv}${agNocs}${respReg(meta.responsible)}</infoExpRisco></evtExpRisco></eSocial>\n`;
}
