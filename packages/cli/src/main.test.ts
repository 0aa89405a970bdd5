import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, VirtualDevice } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from './i18n.ts';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('ohp device … against the built-in emulator', () => {
  it('info prints model, serial and version', async () => {
    const { code, out } = await run('device', 'info', '--port', 'emulator:axPro', '--lang', 'en');
    expect(code).toBe(0);
    expect(out).toMatch(/Model\s+AxPro/);
    expect(out).toMatch(/Serial number\s+24030001507A/);
    expect(out).toMatch(/BLE version\s+1\.0\.4/);
  });
  it('info --json', async () => {
    const { out } = await run('device', 'info', '--port', 'emulator:itemp', '--json');
    expect(JSON.parse(out)).toMatchObject({
      model: 'ITEMP',
      deviceType: 3,
      version: '1.1.4',
      family: 'itemp',
    });
  });
  it('records --json lists registers with wall-clock dates', async () => {
    const { out } = await run('device', 'records', '--port', 'emulator:co2Pro', '--json');
    const records = JSON.parse(out) as Array<{ register: number; fileSize: number; wallClock: string }>;
    const device = new VirtualDevice('co2Pro');
    expect(records.map((r) => [r.register, r.fileSize, r.wallClock])).toEqual(
      device.records.map((r) => [r.register, r.text.length, r.start]),
    );
  });
  it('records prints a table with ITEMP numbering', async () => {
    const { out } = await run('device', 'records', '--port', 'emulator:itemp', '--lang', 'pt-BR');
    expect(out.split('\n')[0]).toBe('Itemp 22110007804B');
    expect(out.split('\n')[2]).toMatch(/^000\s+20\/01\/2026 13:00:00\s+Patio de carga/);
  });
  it('read saves the record bytes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ohp-cli-'));
    const file = join(dir, 'record.txt');
    const { code, out } = await run(
      'device',
      'read',
      '--port',
      'emulator:dosePro',
      '--record',
      '2',
      '-o',
      file,
    );
    expect(code).toBe(0);
    const text = await readFile(file, 'utf8');
    expect(text).toBe(new VirtualDevice('dosePro').records[1]?.text);
    expect(parseRecord('dosePro', text).ok).toBe(true);
    expect(out).toContain(file);
  });
  it('config --json has every configuration kind and the schedule', async () => {
    const { out } = await run('device', 'config', '--port', 'emulator:axPro', '--json');
    const json = JSON.parse(out);
    expect(Object.keys(json).sort()).toEqual(['advanced', 'config', 'family', 'maintenance', 'schedule']);
    expect(json.config.values.duration).toBe('01:00');
    expect(json.schedule.format).toBe('days');
  });
  it('config prints translated labels', async () => {
    const { out } = await run('device', 'config', '--port', 'emulator:doseMaxV2', '--lang', 'es');
    expect(out).toContain('Configuración avanzada');
    expect(out).toMatch(/Brillo de la pantalla \(%\)\s+80/);
  });
});

describe('usage errors', () => {
  it('no port', async () => {
    const { code, err } = await run('device', 'info', '--lang', 'en');
    expect(code).toBe(2);
    expect(err).toContain('--port');
  });
  it('unknown family', async () => {
    const { code, err } = await run('emulate', '--type', 'dosemaxx', '--lang', 'en');
    expect(code).toBe(2);
    expect(err).toContain('Unknown family: dosemaxx');
  });
  it('read without -o', async () => {
    const { code, err } = await run(
      'device',
      'read',
      '--port',
      'emulator:itemp',
      '--record',
      '1',
      '--lang',
      'en',
    );
    expect(code).toBe(2);
    expect(err).toContain('-o <file>');
  });
  it('a record the device does not have: Err:2, translated', async () => {
    const { code, err } = await run(
      'device',
      'read',
      '--port',
      'emulator:itemp',
      '--record',
      '9',
      '-o',
      '/dev/null',
      '--lang',
      'en',
    );
    expect(code).toBe(1);
    expect(err).toContain('File or folder not found, or no measurement');
  });
  it('unknown options', async () => {
    expect((await run('device', 'info', '--bogus')).code).toBe(2);
  });
  it('help', async () => {
    const { code, out } = await run('--help', '--lang', 'en');
    expect(code).toBe(0);
    expect(out).toContain('ohp device read --port <path> --record <id> -o <file>');
  });
  it('a missing serial port is a connection error', async () => {
    const { code, err } = await run('device', 'info', '--port', '/dev/does-not-exist', '--lang', 'en');
    expect(code).toBe(1);
    expect(err).toContain('Error connecting');
  });
});

describe('language', () => {
  it('--lang wins, then LANG, then pt-BR', () => {
    expect(pickLanguage('es', { LANG: 'en_US.UTF-8' })).toBe('es');
    expect(pickLanguage(undefined, { LANG: 'en_US.UTF-8' })).toBe('en');
    expect(pickLanguage(undefined, { LANG: 'C.UTF-8' })).toBe('pt-BR');
    expect(pickLanguage(undefined, {})).toBe('pt-BR');
  });
});
