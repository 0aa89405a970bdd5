import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../document/frame.ts';
import { buildNoiseReport } from '../noise/build-noise-report.ts';
import { sampleNoiseReportInput } from '../noise/test-sample-input.ts';
import { renderPdf } from '../render/node.ts';
import { evidenceDataFileName, evidenceJson } from './evidence.ts';
import { archivalDefinition } from './pdfa.ts';
import { type ArchiveFacts, inspectArchive } from './inspect-pdf.ts';

const rawRecord = new Uint8Array([0x44, 0x6f, 0x73, 0x65, 0x0d, 0x0a, 0x00, 0xff, 0xe3, 0x0a]); // CRLF, NUL, non-UTF-8

async function noiseArchive(): Promise<{ pdf: Buffer; facts: ArchiveFacts }> {
  const input = sampleNoiseReportInput('pt-BR');
  const pdf = await renderPdf(buildNoiseReport(input), {
    language: 'pt-BR',
    evidence: { raw: { fileName: 'shift.txt', bytes: rawRecord }, data: { domain: 'noise', report: input } },
    createdAt: new Date('2026-03-10T17:00:00Z'),
  });
  return { pdf, facts: inspectArchive(pdf) };
}

const standardBlendModes = new Set([
  '/Normal',
  '/Compatible',
  '/Multiply',
  '/Screen',
  '/Overlay',
  '/Darken',
  '/Lighten',
  '/ColorDodge',
  '/ColorBurn',
  '/HardLight',
  '/SoftLight',
  '/Difference',
  '/Exclusion',
  '/Hue',
  '/Saturation',
  '/Color',
  '/Luminosity',
]);

describe('every report is a PDF/A-3b (ISO 19005-3) with its evidence attached', () => {
  it('header, identification, encryption, OutputIntent, metadata, fonts, language and title', async () => {
    const { pdf, facts } = await noiseArchive();
    // 6.1.2: the header names PDF 1.7 and a comment with bytes above 127 follows it.
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.7\n');
    expect([...pdf.subarray(10, 14)].every((b) => b > 127)).toBe(true);
    // 6.1.3: the trailer has an /ID; nothing is encrypted.
    expect(Array.isArray(facts.trailer['/ID'])).toBe(true);
    expect(facts.trailer['/Encrypt']).toBeUndefined();
    // 6.2.3: one PDF/A OutputIntent with an RGB (N 3) ICC profile embedded.
    const intents = facts.catalog['/OutputIntents'] as string[];
    expect(intents).toHaveLength(1);
    const intent = facts.dict(intents[0]);
    expect(intent['/S']).toBe('/GTS_PDFA1');
    expect(facts.dict(intent['/DestOutputProfile'])['/N']).toBe(3);
    // 6.6.2: the XMP stream is not filtered, is well-formed XML and claims part 3, conformance B.
    const metadata = facts.dict(facts.catalog['/Metadata']);
    expect(metadata['/Filter']).toBeUndefined();
    expect(metadata['/Subtype']).toBe('/XML');
    execFileSync('xmllint', ['--noout', '-'], { input: facts.xmp });
    expect(facts.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(facts.xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    // 6.6.2.3: the title in the XMP is the document information's title.
    const info = facts.dict(facts.trailer['/Info']);
    expect(facts.resolve(info['/Title'])).toBe('u:Relatório de dosimetria de ruído');
    expect(facts.xmp).toContain('<rdf:li xml:lang="x-default">Relatório de dosimetria de ruído</rdf:li>');
    // 6.2.11.4: every font is embedded.
    expect(facts.fonts.length).toBeGreaterThan(0);
    for (const font of facts.fonts) expect(font, font.name).toMatchObject({ embedded: true });
    // Language and a viewer that shows the title instead of the file name.
    expect(facts.catalog['/Lang']).toBe('u:pt-BR');
    expect(facts.dict(facts.catalog['/ViewerPreferences'])['/DisplayDocTitle']).toBe(true);
  });

  it('6.2.10: the charts draw with standard blend modes and RGB transparency groups only', async () => {
    const { facts } = await noiseArchive();
    let groups = 0;
    for (const [, object] of facts.objects) {
      const dict = facts.dict(object.stream?.dict ?? object.value ?? undefined);
      const blend = dict['/BM'];
      if (blend !== undefined) expect(standardBlendModes.has(String(blend))).toBe(true);
      const group = dict['/Group'];
      if (group && typeof group === 'object' && !Array.isArray(group) && group['/S'] === '/Transparency') {
        groups++;
        // The blending space is the OutputIntent's (RGB), so PDF/A-3 allows the group.
        expect(group['/CS']).toBe('/DeviceRGB');
      }
    }
    // The sample report's charts do use transparency: the check above ran on real groups.
    expect(groups).toBeGreaterThan(0);
  });

  it('6.8: the raw record (Source) and the JSON (Data) are associated files with their MIME types', async () => {
    const { facts } = await noiseArchive();
    expect([...facts.attachments.keys()].sort()).toEqual([evidenceDataFileName, 'shift.txt']);
    expect(new Uint8Array(facts.attachments.get('shift.txt') as Buffer)).toEqual(rawRecord);
    const data = JSON.parse((facts.attachments.get(evidenceDataFileName) as Buffer).toString('utf8'));
    expect(data.domain).toBe('noise');
    expect(data.report.results[0].dosePct).toBe(sampleNoiseReportInput('pt-BR').results[0]?.dosePct);
    const specs = (facts.catalog['/AF'] as string[]).map((ref) => facts.dict(ref));
    const byName = new Map(specs.map((spec) => [String(spec['/UF']).replace(/^u:/, ''), spec]));
    const expected = {
      'shift.txt': ['/Source', '/text/plain'],
      [evidenceDataFileName]: ['/Data', '/application/json'],
    };
    for (const [name, [relationship, subtype]] of Object.entries(expected)) {
      const spec = byName.get(name) as Record<string, unknown>;
      expect(spec['/Type']).toBe('/Filespec');
      expect(spec['/F']).toBe(`u:${name}`);
      expect(spec['/AFRelationship']).toBe(relationship);
      const stream = facts.dict((spec['/EF'] as Record<string, string>)['/F']);
      expect(String(stream['/Subtype']).toLowerCase()).toBe(subtype);
      expect((stream['/Params'] as Record<string, unknown>)['/ModDate']).toBeDefined();
    }
  });

  it('keeps the XMP well-formed when the title or the author carries &, < or >', async () => {
    const definition = buildReportDocument({
      title: 'Ruído & calor <teste>',
      generatedLine: 'Gerado',
      pageLabel: (page, count) => `${page}/${count}`,
      content: ['Texto'],
      metadata: { author: 'Silva & Filhos', subject: 'Empresa' },
    });
    const facts = inspectArchive(await renderPdf(definition, { language: 'en' }));
    execFileSync('xmllint', ['--noout', '-'], { input: facts.xmp });
    expect(facts.xmp).toContain('Ruído ＆ calor ＜teste＞');
    expect(facts.xmp).not.toContain('Silva');
    expect(facts.xmp).toContain('Empresa');
    expect(facts.attachments.size).toBe(0);
  });
});

describe('verification mark', () => {
  const mark = {
    code: 'ABCD-EFGH-JKMN-PQRS',
    url: 'https://ohp.example/verify/ABCDEFGHJKMNPQRS',
    label: 'Verifique em',
  };

  it('prints the code and the URL on every page, with a QR code holding the URL', async () => {
    const definition = buildNoiseReport(sampleNoiseReportInput('pt-BR'));
    const footer = archivalDefinition(definition, { verification: mark }).footer as (
      p: number,
      c: number,
    ) => unknown;
    expect(JSON.stringify(footer(1, 3))).toContain(`"qr":"${mark.url}"`);
    // The frame's own footer (generation line, page N of M) stays under it.
    expect(JSON.stringify(footer(2, 3))).toContain('2 de 3');
    const pdf = await renderPdf(definition, { verification: mark });
    const dir = execFileSync('mktemp', ['-d'], { encoding: 'utf8' }).trim();
    execFileSync('tee', [`${dir}/r.pdf`], { input: pdf, stdio: ['pipe', 'ignore', 'inherit'] });
    const pages = execFileSync('pdftotext', [`${dir}/r.pdf`, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(`Verifique em ${mark.url} · ${mark.code}`);
  });
});

describe('evidenceJson', () => {
  it('keeps figures and criteria, leaves out chart data and images with a marker', () => {
    const text = evidenceJson({
      dosePct: 105.5,
      criteria: { exchangeRate: 5 },
      charts: { levels: [1, 2, 3] },
      logo: 'data:image/png;base64,AAAA',
      levels: new Float64Array(3),
      long: Array.from({ length: 2001 }, (_, i) => i),
      rows: Array.from({ length: 2001 }, (_, i) => ({ i })),
    });
    const back = JSON.parse(text);
    expect(back.dosePct).toBe(105.5);
    expect(back.criteria).toEqual({ exchangeRate: 5 });
    expect(back.charts.omitted).toMatch(/raw file/);
    expect(back.levels.omitted).toMatch(/raw file/);
    expect(back.long.omitted).toMatch(/raw file/);
    expect(back.rows).toHaveLength(2001);
    expect(back.logo).toBe('[image omitted]');
  });
});
