import { describe, expect, it } from 'vitest';
import { type Agent, selectAgents } from './agents.ts';
import { EsocialError } from './errors.ts';
import { eventId } from './event-id.ts';
import { buildS2240, decimal, type S2240Options } from './event-xml.ts';
import { parseMeta } from './meta.ts';
import { sampleMetaJson } from './test-meta.ts';
import { validateS2240 } from './testing/validate.ts';

const today = '2026-01-15';
const meta = parseMeta(sampleMetaJson(), today);
const options: S2240Options = {
  environment: 'restricted',
  generatedAt: new Date('2026-01-15T13:04:05Z'),
  sequence: 1,
  version: 'ohp 0.1.0',
};
const src = { file: 'x.txt' };
const expectValid = (xml: string) =>
  expect(validateS2240(xml)).toEqual({ ok: true, messages: expect.any(String) });
const tags = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('the S-2240 event validates against evtExpRisco.xsd (S-1.3) with xmllint', () => {
  const cases: [string, Parameters<typeof selectAgents>[0]][] = [
    ['noise', [{ family: 'noise', nen: 85.99, dailyDosePct: 125.64, source: src }]],
    ['hand-arm', [{ family: 'hand-arm', aren: 1.0953, source: src }]],
    ['whole body', [{ family: 'whole-body', aren: 0.1975, vdvr: 8.0134, source: src }]],
    ['heat', [{ family: 'heat', ibutg: 30.64, limit: 28.2, source: src }]],
    ['nothing to report', [{ family: 'noise', nen: 70, dailyDosePct: 10, source: src }]],
    [
      'noise and vibration',
      [
        { family: 'noise', nen: 91.2, dailyDosePct: 417, source: src },
        { family: 'hand-arm', aren: 5.5, source: src },
        { family: 'whole-body', aren: 1.2, vdvr: 21.3, source: src },
      ],
    ],
  ];
  for (const [name, measurements] of cases)
    it(name, () => {
      const xml = buildS2240(meta, selectAgents(measurements).agents, options);
      expectValid(xml);
    });

  it('the validator can fail: a 41-character tecMedicao is refused by the schema', () => {
    const xml = buildS2240(meta, selectAgents(cases[0]?.[1] ?? []).agents, options);
    const broken = xml.replace('NHO-01 (Fundacentro) – dosimetria', 'x'.repeat(41));
    const r = validateS2240(broken);
    expect(r.ok).toBe(false);
    expect(r.messages).toContain('tecMedicao');
  });
});

describe('fields by the layout rules', () => {
  it('noise: codAgNoc, tpAval 1, intConc with a dot, unMed 4, no limTol; protection as declared', () => {
    const xml = buildS2240(
      meta,
      selectAgents([{ family: 'noise', nen: 85.99, dailyDosePct: 125.64, source: src }]).agents,
      options,
    );
    expect(tags(xml, 'codAgNoc')).toEqual(['02.01.001']);
    expect(tags(xml, 'intConc')).toEqual(['85.99']);
    expect(tags(xml, 'unMed')).toEqual(['4']);
    expect(tags(xml, 'limTol')).toEqual([]);
    expect(tags(xml, 'eficEpc')).toEqual(['N']);
    expect(tags(xml, 'eficEpi')).toEqual(['S']);
    expect(tags(xml, 'docAval')).toEqual(['12345', '67890']);
    expect(xml).not.toContain('Signature');
  });

  it('heat: limTol = the NR-15 Anexo 3 limit, unMed 10', () => {
    const xml = buildS2240(
      meta,
      selectAgents([{ family: 'heat', ibutg: 28.6, limit: 27.3, source: src }]).agents,
      options,
    );
    expect(tags(xml, 'intConc')).toEqual(['28.6']);
    expect(tags(xml, 'limTol')).toEqual(['27.3']);
    expect(tags(xml, 'unMed')).toEqual(['10']);
  });

  it('09.01.001 alone: no tpAval, intensity, technique nor EPC/EPI group', () => {
    const xml = buildS2240(meta, selectAgents([]).agents, options);
    expect(xml).toContain('<agNoc><codAgNoc>09.01.001</codAgNoc></agNoc>');
    expect(xml).not.toContain('epcEpi');
    expectValid(xml);
  });

  it('identification: Id by REGRA_VALIDA_ID_EVENTO, CNPJ root, tpAmb, matrícula or category, rectification', () => {
    const xml = buildS2240(meta, selectAgents([]).agents, options);
    // 13:04:05 UTC is 10:04:05 in Brasília.
    expect(xml).toContain('Id="ID1112223330000002026011510040500001"');
    expect(eventId('11222333000181', options.generatedAt, 1)).toHaveLength(36);
    expect(tags(xml, 'nrInsc')).toEqual(['11222333', '11222333000262']);
    expect(tags(xml, 'tpAmb')).toEqual(['2']);
    expect(tags(xml, 'indRetif')).toEqual(['1']);
    expect(tags(xml, 'matricula')).toEqual(['M-0042']);
    expect(tags(xml, 'codCateg')).toEqual([]);
    const noRegistration = parseMeta({ ...sampleMetaJson(), worker: { cpf: '52998224725' } }, today);
    const rect = buildS2240(noRegistration, selectAgents([]).agents, {
      ...options,
      environment: 'production',
      receipt: '1.2.0000000000012345678',
    });
    expect(tags(rect, 'codCateg')).toEqual(['101']);
    expect(tags(rect, 'indRetif')).toEqual(['2']);
    expect(tags(rect, 'nrRecibo')).toEqual(['1.2.0000000000012345678']);
    expect(tags(rect, 'tpAmb')).toEqual(['1']);
    expectValid(rect);
  });

  it('texts are escaped (the activity holds & and <…>)', () => {
    const xml = buildS2240(meta, selectAgents([]).agents, options);
    expect(tags(xml, 'dscAtivDes')[0]).toContain('&amp; &lt;conferir&gt;');
  });

  it('decimals: at most 4 fraction digits, a dot, no exponent', () => {
    expect(decimal(85.99)).toBe('85.99');
    expect(decimal(0.00001)).toBe('0');
    expect(decimal(1.23456)).toBe('1.2346');
    expect(decimal(120)).toBe('120');
    expect(() => decimal(1_000_000)).toThrow(RangeError);
  });
});

describe('never an invalid event', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      if (e instanceof EsocialError) return { key: e.key, field: e.values.field };
      throw e;
    }
    return null;
  };
  const noise: Agent = {
    code: '02.01.001',
    intensity: 85,
    unit: 4,
    limit: null,
    technique: 'NHO-01 (Fundacentro) – dosimetria',
    source: null,
  };
  it('a technique over 40 characters, heat without a limit, 09.01.001 beside another code', () => {
    expect(refusal(() => buildS2240(meta, [{ ...noise, technique: 'y'.repeat(41) }], options))).toEqual({
      key: 'esocial:errors.tooLong',
      field: 'tecMedicao (02.01.001)',
    });
    expect(
      refusal(() => buildS2240(meta, [{ ...noise, code: '02.01.014', unit: 10, limit: null }], options)),
    ).toEqual({ key: 'esocial:errors.missingLimit', field: 'limTol (02.01.014)' });
    const absence = selectAgents([]).agents[0] as Agent;
    expect(refusal(() => buildS2240(meta, [absence, noise], options))).toEqual({
      key: 'esocial:errors.absenceNotAlone',
      field: 'agNoc',
    });
    expect(refusal(() => buildS2240(meta, [noise], { ...options, receipt: '123' }))).toEqual({
      key: 'esocial:errors.badReceipt',
      field: 'nrRecibo',
    });
  });
});
