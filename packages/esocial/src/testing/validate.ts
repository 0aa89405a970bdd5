// For tests: validates an event with xmllint (libxml2, an independent validator) against the layout
// schema, after appending the layout example's empty signature block the schema requires.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const schemaDir = join(import.meta.dirname, '..', '..', 'schema');

/** The event with the empty Signature inserted before `</eSocial>`. */
export function withEmptySignature(xml: string): string {
  const signature = readFileSync(join(schemaDir, 'empty-signature.xml'), 'utf8').trim();
  return xml.replace('</eSocial>', `${signature}</eSocial>`);
}

/** xmllint's verdict: ok, and its messages (errors name the element and the broken facet). */
export function validateS2240(xml: string): { ok: boolean; messages: string } {
  const dir = mkdtempSync(join(tmpdir(), 's2240-'));
  try {
    const file = join(dir, 'event.xml');
    writeFileSync(file, withEmptySignature(xml));
    const r = spawnSync('xmllint', ['--noout', '--schema', join(schemaDir, 'evtExpRisco.xsd'), file], {
      encoding: 'utf8',
    });
    if (r.error) throw r.error;
    return { ok: r.status === 0, messages: r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
