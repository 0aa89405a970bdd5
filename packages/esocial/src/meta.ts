// The non-measured data of an S-2240 (the CLI's meta JSON; the server fills the same shape from its
// tables). Every check names the field, in the meta's own dotted path (worker.cpf, …).
import { digitsOf, isValidCnpj, isValidCpf, UFS } from './documents.ts';
import { refuse } from './errors.ts';

export interface EpiConditions {
  readonly medProtecao: boolean;
  readonly condFuncto: boolean;
  readonly usoInint: boolean;
  readonly przValid: boolean;
  readonly periodicTroca: boolean;
  readonly higienizacao: boolean;
}

export const EPI_CONDITIONS = [
  'medProtecao',
  'condFuncto',
  'usoInint',
  'przValid',
  'periodicTroca',
  'higienizacao',
] as const;

export interface S2240Meta {
  readonly employer: { readonly cnpj: string };
  readonly worker: {
    readonly cpf: string;
    readonly registration: string | null;
    readonly categoryCode: string;
  };
  readonly environment: {
    readonly startDate: string;
    readonly local: 1 | 2;
    readonly sector: string;
    readonly establishmentCnpj: string;
    readonly activity: string;
  };
  readonly protection: {
    /** utilizEPC / utilizEPI: 0 not applicable, 1 not used, 2 used. */
    readonly epc: 0 | 1 | 2;
    readonly epcEffective: boolean | null;
    readonly epi: 0 | 1 | 2;
    readonly epis: readonly { readonly ca: string; readonly effective: boolean }[];
    readonly epiConditions: EpiConditions | null;
  };
  readonly responsible: {
    readonly cpf: string;
    /** ideOC: 1 CRM, 4 CREA, 9 other (then `councilDescription`, dscOC). */
    readonly council: 1 | 4 | 9;
    readonly councilDescription: string | null;
    readonly councilNumber: string;
    readonly uf: string;
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function object(v: unknown, field: string): Record<string, unknown> {
  return isObject(v) ? v : refuse('missing', field);
}

function text(v: unknown, field: string, max: number, optional = false): string {
  if ((v === undefined || v === null || v === '') && optional) return '';
  if (typeof v !== 'string' || v.trim() === '') return refuse('missing', field);
  if (v.trim().length > max) return refuse('tooLong', field, { max });
  return v.trim();
}

function cpf(v: unknown, field: string): string {
  const raw = text(v, field, 14);
  return isValidCpf(raw) ? digitsOf(raw) : refuse('badCpf', field);
}

function cnpj(v: unknown, field: string): string {
  const raw = text(v, field, 18);
  return isValidCnpj(raw) ? digitsOf(raw) : refuse('badCnpj', field);
}

function oneOf<T extends number>(v: unknown, field: string, options: readonly T[]): T {
  return options.includes(v as T) ? (v as T) : refuse('badChoice', field, { options: options.join(', ') });
}

function bool(v: unknown, field: string): boolean {
  return typeof v === 'boolean' ? v : refuse('badBoolean', field);
}

/** yyyy-mm-dd, a real calendar date, not after `today` (the condition has started). */
export function startDate(v: unknown, field: string, today: string): string {
  const raw = text(v, field, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || d.toISOString().slice(0, 10) !== raw) return refuse('badDate', field);
  if (raw > today) return refuse('futureDate', field, { date: raw });
  return raw;
}

function protection(v: unknown) {
  const p = object(v, 'protection');
  const epc = oneOf(p.epc, 'protection.epc', [0, 1, 2] as const);
  const epi = oneOf(p.epi, 'protection.epi', [0, 1, 2] as const);
  const rawEpis = p.epis ?? [];
  if (!Array.isArray(rawEpis)) return refuse('missing', 'protection.epis');
  const epis = rawEpis.map((e: unknown, i) => {
    const item = object(e, `protection.epis[${i}]`);
    return {
      ca: text(item.ca, `protection.epis[${i}].ca`, 255),
      effective: bool(item.effective, `protection.epis[${i}].effective`),
    };
  });
  if (epi === 2 && epis.length === 0) return refuse('missing', 'protection.epis');
  if (epis.length > 50) return refuse('tooMany', 'protection.epis', { max: 50 });
  let conditions: EpiConditions | null = null;
  if (epi === 2) {
    const c = object(p.epiConditions, 'protection.epiConditions');
    const read = (k: (typeof EPI_CONDITIONS)[number]) => bool(c[k], `protection.epiConditions.${k}`);
    conditions = {
      medProtecao: read('medProtecao'),
      condFuncto: read('condFuncto'),
      usoInint: read('usoInint'),
      przValid: read('przValid'),
      periodicTroca: read('periodicTroca'),
      higienizacao: read('higienizacao'),
    };
  }
  return {
    epc,
    epcEffective: epc === 2 ? bool(p.epcEffective, 'protection.epcEffective') : null,
    epi,
    epis: epi === 2 ? epis : [],
    epiConditions: conditions,
  };
}

/** Checks the meta JSON (shape of docs/esocial.md); throws an EsocialError naming the first bad field. */
export function parseMeta(raw: unknown, today: string): S2240Meta {
  const root = object(raw, '(meta)');
  const employer = object(root.employer, 'employer');
  const worker = object(root.worker, 'worker');
  const env = object(root.environment, 'environment');
  const resp = object(root.responsible, 'responsible');
  const registration = text(worker.registration, 'worker.registration', 30, true);
  const category =
    worker.categoryCode === undefined || worker.categoryCode === null ? '101' : String(worker.categoryCode);
  if (!/^\d{3}$/.test(category)) refuse('badCategory', 'worker.categoryCode');
  const council = oneOf(resp.council, 'responsible.council', [1, 4, 9] as const);
  const uf = text(resp.uf, 'responsible.uf', 2).toUpperCase();
  if (!(UFS as readonly string[]).includes(uf)) refuse('badUf', 'responsible.uf');
  return {
    employer: { cnpj: cnpj(employer.cnpj, 'employer.cnpj') },
    worker: {
      cpf: cpf(worker.cpf, 'worker.cpf'),
      registration: registration || null,
      categoryCode: category,
    },
    environment: {
      startDate: startDate(env.startDate, 'environment.startDate', today),
      local: oneOf(env.local, 'environment.local', [1, 2] as const),
      sector: text(env.sector, 'environment.sector', 100),
      establishmentCnpj: cnpj(env.establishmentCnpj, 'environment.establishmentCnpj'),
      activity: text(env.activity, 'environment.activity', 999),
    },
    protection: protection(root.protection),
    responsible: {
      cpf: cpf(resp.cpf, 'responsible.cpf'),
      council,
      councilDescription:
        council === 9 ? text(resp.councilDescription, 'responsible.councilDescription', 20) : null,
      councilNumber: text(resp.councilNumber, 'responsible.councilNumber', 14),
      uf,
    },
  };
}
