// Budget (issue 24): attaching the evidence (raw file + JSON) and signing (PAdES B-B) add ≤ 300 ms
// to the PDF of a 24 h noise record. Run: node --import tsx bench/noise/sign-attach.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildNoiseReport } from '@ohp/reports';
import { renderPdf } from '@ohp/reports/render/node';
import { sampleNoiseReportInput } from '@ohp/reports/samples';
import { openPkcs12, signPdf } from '@ohp/reports/signing';
import { nodePbkdf2 } from '@ohp/reports/signing/node';

const budgetMs = 300;
const runs = 7;

const input = sampleNoiseReportInput('pt-BR');
const day = new Float64Array(86_400);
for (let i = 0; i < day.length; i++) day[i] = 75 + 15 * Math.sin(i / 3000) + ((i * 7919) % 97) / 10;
input.charts = { ...input.charts, levels: day };
// The raw file of such a day: a samples CSV at 1 s (≈ 1.3 MB).
const raw = new TextEncoder().encode(
  `time,LAeq\n${[...day].map((v, i) => `${i},${v.toFixed(1)}`).join('\n')}\n`,
);

const dir = mkdtempSync(join(tmpdir(), 'ohp-bench-sign-'));
const password = 'bench-password';
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
openssl(
  'req',
  '-x509',
  '-newkey',
  'rsa:2048',
  '-nodes',
  '-keyout',
  'k.pem',
  '-out',
  'c.pem',
  '-days',
  '2',
  '-subj',
  '/CN=BENCH:12345678901',
);
openssl(
  'pkcs12',
  '-export',
  '-inkey',
  'k.pem',
  '-in',
  'c.pem',
  '-out',
  'aes.p12',
  '-passout',
  `pass:${password}`,
);
openssl(
  'pkcs12',
  '-export',
  '-legacy',
  '-inkey',
  'k.pem',
  '-in',
  'c.pem',
  '-out',
  'legacy.p12',
  '-passout',
  `pass:${password}`,
);

const plain = () => renderPdf(buildNoiseReport(input));
const attached = () =>
  renderPdf(buildNoiseReport(input), {
    language: 'pt-BR',
    evidence: { raw: { fileName: 'day.csv', bytes: raw }, data: { domain: 'noise', report: input } },
  });

const median = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
async function timed<T>(task: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await task();
  return [performance.now() - started, value];
}

// Warm-up: fonts, chart and signing modules load once per process.
const [, sample] = await timed(attached);
await plain();
const certificates = Object.fromEntries(
  ['aes', 'legacy'].map((k) => [k, readFileSync(join(dir, `${k}.p12`))]),
);
await signPdf(sample, { identity: openPkcs12(certificates.aes as Buffer, password), reason: 'bench' });

// Interleaved runs, so that the load of a shared machine weighs on both sides alike.
const times = {
  plain: [] as number[],
  attached: [] as number[],
  aes: [] as number[],
  legacy: [] as number[],
  browserAes: [] as number[],
  browserLegacy: [] as number[],
};
for (let i = 0; i < runs; i++) {
  times.plain.push((await timed(plain))[0]);
  const [attachMs, pdf] = await timed(attached);
  times.attached.push(attachMs);
  for (const kind of ['aes', 'legacy'] as const) {
    const p12 = certificates[kind] as Buffer;
    // What `ohp report --sign` does: open the PKCS#12 (native PBKDF2), then sign.
    const sign = () =>
      signPdf(pdf, { identity: openPkcs12(p12, password, { pbkdf2: nodePbkdf2 }), reason: 'bench' });
    times[kind].push((await timed(sign))[0]);
    // What the web app does ("Assinar"): node-forge's own PBKDF2, as in a browser.
    const inBrowser = () => signPdf(pdf, { identity: openPkcs12(p12, password), reason: 'bench' });
    times[kind === 'aes' ? 'browserAes' : 'browserLegacy'].push((await timed(inBrowser))[0]);
  }
}
const attachExtra = median(times.attached) - median(times.plain);
const verdict = (ms: number) => (ms <= budgetMs ? 'within budget' : 'OVER BUDGET');
console.log(
  `noise report of 24 h at 1 s (raw CSV ${(raw.length / 1e6).toFixed(2)} MB), ${runs} interleaved runs, medians`,
);
console.log(
  `  PDF/A render without evidence: ${median(times.plain).toFixed(0)} ms; with the two attachments: ${median(times.attached).toFixed(0)} ms`,
);
for (const kind of ['aes', 'legacy'] as const) {
  const extra = attachExtra + median(times[kind]);
  console.log(
    `  ${kind} PKCS#12: attach ${attachExtra.toFixed(0)} ms + sign ${median(times[kind]).toFixed(0)} ms = ${extra.toFixed(0)} ms extra (budget ${budgetMs} ms): ${verdict(extra)}`,
  );
}
console.log(
  `  signing as the web app does (forge's PBKDF2, no budget: the user waits once): aes ${median(times.browserAes).toFixed(0)} ms, legacy ${median(times.browserLegacy).toFixed(0)} ms`,
);
