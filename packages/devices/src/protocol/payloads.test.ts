import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DeviceType } from '../catalogue.ts';
import { DeviceError } from '../errors.ts';
import { audioAnswerLength, audioSegmentToWav, encodeAudioHeader, parseAudioSegment } from './audio.ts';
import { encodeCommand, formatDeviceDateTime } from './commands.ts';
import { parseRegisterList } from './register-list.ts';
import { isVersion12, parseVersionLine } from './version.ts';

describe('version answer', () => {
  it('AxPro with firmware and bluetooth', () => {
    expect(parseVersionLine('v;24030001507A;2.3.1;1.0.4')).toEqual({
      kind: 'identity',
      identity: {
        serialNumber: '24030001507A',
        deviceType: 4,
        model: 'AxPro',
        version: '2.3.1',
        bluetoothVersion: '1.0.4',
      },
    });
  });
  it('an ITEMP without firmware gets 1.1.4', () => {
    const answer = parseVersionLine('v;22110007804B;');
    expect(answer.kind === 'identity' && answer.identity.version).toBe('1.1.4');
  });
  it('others without firmware get 1.2, and no bluetooth version', () => {
    const answer = parseVersionLine('v;23050004401A;;9.9');
    expect(answer.kind === 'identity' && [answer.identity.version, answer.identity.bluetoothVersion]).toEqual(
      ['1.2', undefined],
    );
  });
  it('the ITEMP boot text means a power-on reset', () => {
    expect(parseVersionLine('Failed to get USB Device')).toEqual({ kind: 'reset' });
  });
  it('anything else is an invalid device', () => {
    expect(() => parseVersionLine('hello')).toThrow(DeviceError);
    expect(() => parseVersionLine('v;')).toThrow(/invalidDevice/);
  });
  it('isVersion12', () => {
    expect([isVersion12('1.2'), isVersion12('1.2.3'), isVersion12('1.20'), isVersion12('2.0')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('register list', () => {
  it('new generation: seconds with 000 appended, id, fileSize, description', () => {
    expect(parseRegisterList(['1773126000;3;4521;Prensa 3'], DeviceType.axPro)).toEqual([
      { register: 3, label: '3', date: 1773126000000, fileSize: 4521, description: 'Prensa 3' },
    ]);
  });
  it('legacy: no fileSize', () => {
    expect(parseRegisterList(['1773126000;3;;x'], DeviceType.doseMax)[0]?.fileSize).toBeUndefined();
  });
  it('ITEMP numbering is id − 1 zero-padded', () => {
    expect(
      parseRegisterList(['1773126000;1;;a', '1773126000;10;;b'], DeviceType.itemp).map((e) => e.label),
    ).toEqual(['000', '009']);
  });
  it('a bad line is named', () => {
    expect(() => parseRegisterList(['1;1;1;a', 'x;1;1;b'], DeviceType.axPro)).toThrow(
      expect.objectContaining({ key: 'devices:protocol.invalidRegisterLine', values: { line: 2 } }),
    );
    expect(() => parseRegisterList(['1;1;;a'], DeviceType.co2Pro)).toThrow(DeviceError);
  });
  test.prop([fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 })])(
    'random lines: entries or DeviceError',
    (lines) => {
      try {
        parseRegisterList(lines, DeviceType.doseMaxV2);
      } catch (error) {
        expect(error).toBeInstanceOf(DeviceError);
      }
    },
  );
});

describe('commands (SPEC §7)', () => {
  const legacy = DeviceType.dosePro;
  const modern = DeviceType.co2Pro;
  it.each([
    [{ kind: 'version' } as const, legacy, 'v'],
    [{ kind: 'version' } as const, modern, 'v\n'],
    [{ kind: 'version' } as const, undefined, 'v\n'],
    [{ kind: 'list' } as const, legacy, 'a\n'],
    [{ kind: 'read', id: 12 } as const, legacy, 'r12\n'],
    [{ kind: 'deleteAll' } as const, legacy, 'd\n'],
    [{ kind: 'deleteAll' } as const, modern, 'xad\n'],
    [{ kind: 'delete', id: 4 } as const, modern, 'd4\n'],
    [{ kind: 'readConfig' } as const, legacy, 'z\n'],
    [{ kind: 'readConfig' } as const, modern, 'xrca\n'],
    [{ kind: 'writeConfig', value: '1;2' } as const, legacy, 'y1;2\n'],
    [{ kind: 'writeConfig', value: '1;2' } as const, modern, 'xwca1;2\n'],
    [{ kind: 'readMaintenance' } as const, modern, 'xrma\n'],
    [{ kind: 'writeMaintenance', value: 'a' } as const, modern, 'xwmaa\n'],
    [{ kind: 'readAdvanced' } as const, modern, 'xrha\n'],
    [{ kind: 'writeAdvanced', fields: ['A', 'S', '80'] } as const, modern, 'xwh3aA;S;80\n'],
    [{ kind: 'readSchedule' } as const, legacy, 'o\n'],
    [{ kind: 'writeSchedule', value: '1;2' } as const, legacy, 's1;2\n'],
    [{ kind: 'audio', id: 2, start: 0, end: 16000 } as const, DeviceType.doseMaxV2, 'ws2;0;16000\n'],
  ])('%j for type %s → %j', (command, type, text) => {
    expect(encodeCommand(command, type)).toBe(text);
  });
  it('xat carries local yyyyMMddHHmmss', () => {
    const date = new Date(2026, 2, 9, 7, 5, 3);
    expect(formatDeviceDateTime(date)).toBe('20260309070503');
    expect(encodeCommand({ kind: 'setDateTime', date }, legacy)).toBe('xat20260309070503\n');
  });
  it('values cannot smuggle a newline', () => {
    expect(() => encodeCommand({ kind: 'writeConfig', value: 'a\nd' }, legacy)).toThrow(DeviceError);
    expect(() => encodeCommand({ kind: 'read', id: -1 }, legacy)).toThrow(DeviceError);
  });
});

describe('audio segment', () => {
  it('length is end − start + 60', () => {
    expect(audioAnswerLength(100, 1100)).toBe(1060);
    expect(() => audioAnswerLength(5, 5)).toThrow(DeviceError);
  });
  it('header is 60 bytes and round-trips', () => {
    const header = encodeAudioHeader(2, 10, 14);
    expect(header.length).toBe(60);
    const bytes = new Uint8Array(64);
    bytes.set(header);
    bytes.set([1, 2, 3, 4], 60);
    const segment = parseAudioSegment(bytes, { id: 2, start: 10, end: 14 });
    expect(Array.from(segment.samples)).toEqual([1, 2, 3, 4]);
    expect(segment.sampleRate).toBe(8000);
  });
  it('fewer bytes: Incomplete audio data received', () => {
    expect(() => parseAudioSegment(new Uint8Array(63), { id: 2, start: 10, end: 14 })).toThrow(
      expect.objectContaining({ key: 'devices:connection.incompleteAudio' }),
    );
  });
  it('a header for another request is refused', () => {
    const bytes = new Uint8Array(64);
    bytes.set(encodeAudioHeader(3, 10, 14));
    expect(() => parseAudioSegment(bytes, { id: 2, start: 10, end: 14 })).toThrow(/invalidAudioHeader/);
  });
  it('WAV: RIFF header with the PCM length', () => {
    const wav = audioSegmentToWav({
      register: 1,
      start: 0,
      end: 4,
      sampleRate: 8000,
      bitsPerSample: 8,
      samples: new Uint8Array(4),
    });
    expect(wav.length).toBe(48);
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(4);
  });
});
