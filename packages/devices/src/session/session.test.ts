import { describe, expect, it } from 'vitest';
import { catalogueEntry, deviceFamilies, domainOf } from '../catalogue.ts';
import { familyModule } from '../families/index.ts';
import { DeviceError } from '../errors.ts';
import { audioSegmentToWav } from '../protocol/audio.ts';
import { formatDeviceDateTime } from '../protocol/commands.ts';
import { readReading, recordOfReading } from '../readings/read-reading.ts';
import { parseRecord } from '../records/parse-record.ts';
import type { ReadState } from './progress.ts';
import { addTinyItempRecord, emulated } from './test-helpers.ts';

describe.each(deviceFamilies)('%s over the emulator: every command', (family) => {
  it('identifies the device', async () => {
    const { session, device } = emulated(family);
    const identity = await session.connect();
    expect(identity.serialNumber).toBe(device.serialNumber);
    expect(catalogueEntry(identity.deviceType).family).toBe(family);
    expect(identity.bluetoothVersion !== undefined).toBe(familyModule(family).catalogue.bluetoothVersion);
    await session.disconnect();
  });

  it('lists and reads a record with progress', async () => {
    const { session, device } = emulated(family);
    await session.connect();
    const list = await session.listRecords();
    expect(list.map((e) => e.register)).toEqual(device.records.map((r) => r.register));
    const withSize = familyModule(family).catalogue.newGeneration;
    expect(list.map((e) => e.fileSize)).toEqual(
      device.records.map((r) => (withSize ? r.text.length : undefined)),
    );
    const states: ReadState[] = [];
    const first = list[0];
    if (!first) throw new Error('no records');
    const read = await session.readRecord(first.register, (s) => states.push(s));
    expect(read.text).toBe(device.records[0]?.text);
    // One parse: this family's record, as its domain's reading, the same as readReading's.
    if (!read.reading.ok) throw new Error(read.reading.reason.key);
    expect(read.reading.data.family).toBe(family);
    expect(read.reading.data.domain).toBe(domainOf(family));
    expect(read.reading).toEqual(readReading(read.text));
    expect(states[0]?.state).toBe('started');
    expect(states.at(-1)).toEqual({ state: 'finished', progress: 100, received: read.bytes.length });
    const percents = states.map((s) => s.progress);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    await session.disconnect();
  });

  it('reads a record unparsed (readRecordText): the same bytes and text, with progress', async () => {
    const { session, device } = emulated(family);
    await session.connect();
    const register = device.records[0]?.register ?? 1;
    const states: ReadState[] = [];
    const unparsed = await session.readRecordText(register, (s) => states.push(s));
    expect(Object.keys(unparsed).sort()).toEqual(['bytes', 'register', 'text']);
    const read = await session.readRecord(register);
    expect(unparsed.text).toBe(read.text);
    expect(unparsed.bytes).toEqual(read.bytes);
    expect(states.at(-1)).toEqual({ state: 'finished', progress: 100, received: unparsed.bytes.length });
    await session.disconnect();
    await expect(session.readRecordText(register)).rejects.toMatchObject({ code: 'notConnected' });
  });

  it('deletes one record, then all (xad or d)', async () => {
    const { session, device, sent } = emulated(family);
    await session.connect();
    const before = device.records.length;
    await session.deleteRecord(device.records[0]?.register ?? 1);
    expect(device.records.length).toBe(before - 1);
    await session.deleteAll();
    expect(await session.listRecords()).toEqual([]);
    expect(sent).toContain(familyModule(family).catalogue.newGeneration ? 'xad\n' : 'd\n');
    await session.disconnect();
  });

  it('reads, changes, writes and reads back every configuration kind', async () => {
    const { session } = emulated(family);
    await session.connect();
    for (const kind of session.configKinds()) {
      const config = await session.readConfig(kind);
      const key = kind === 'config' ? 'fileName' : Object.keys(config.values)[0];
      if (!key) throw new Error('no field');
      if (kind === 'config') config.values[key] = 'NOVO';
      await session.writeConfig(config);
      expect((await session.readConfig(kind)).values).toEqual(config.values);
    }
    await session.disconnect();
  });

  it('reads and writes the schedule', async () => {
    const { session } = emulated(family);
    await session.connect();
    const schedule = await session.readSchedule();
    if (schedule.format === 'slots')
      schedule.slots[1] = { slot: 2, enabled: true, weekdays: 1, start: '06:00', duration: '01:00' };
    else schedule.days[0] = { enabled: true, windows: schedule.days[0]?.windows ?? [] };
    await session.writeSchedule(schedule);
    expect(await session.readSchedule()).toEqual(schedule);
    await session.disconnect();
  });

  it('sets the date and time', async () => {
    const { session, device } = emulated(family);
    await session.connect();
    const date = new Date(2026, 10, 22, 17, 45, 0);
    await session.setDateTime(date);
    expect(device.dateTime).toBe(formatDeviceDateTime(date));
    await session.disconnect();
  });
});

describe('a record whose text is of another family', () => {
  it("the device's own parser names the error (one answer), whatever the text is", async () => {
    const { session, device } = emulated('doseMax', { empty: true });
    const register = addTinyItempRecord(device);
    await session.connect();
    const read = await session.readRecord(register);
    const own = parseRecord('doseMax', read.text);
    if (own.ok) throw new Error('the DoseMax parser read an Itemp record');
    expect(read.reading).toEqual({ ok: false, reason: { key: own.reason.key, values: own.reason.values } });
    expect(readReading(read.text).ok && readReading(read.text)).toMatchObject({ data: { domain: 'heat' } });
    await session.disconnect();
  });
});

describe('version command and timeouts', () => {
  it('legacy devices are asked with a bare v after identification', async () => {
    const { session, sent } = emulated('itemp');
    await session.connect();
    await session.identify();
    expect(sent).toEqual(['v\n', 'v']);
  });
  it('register read timeout: 5 s for firmware 1.2, 120 s for AxPro/DoseMaxV2/CO2Pro, default otherwise', async () => {
    const timeouts: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const family of deviceFamilies) {
      const { session } = emulated(family);
      await session.connect();
      timeouts[family] = session.readTimeout();
      await session.disconnect();
      // A family made later by copying one (npm run new-family) follows its generation's rule.
      expected[family] = familyModule(family).catalogue.newGeneration ? 120000 : 100000;
    }
    expect(timeouts).toEqual({
      ...expected,
      doseMax: 5000,
      dosePro: 5000,
      itemp: 100000,
      axPro: 120000,
      co2Pro: 120000,
      doseMaxV2: 120000,
    });
  });
});

describe('DoseMaxV2 audio segments', () => {
  it('reads end − start + 60 bytes and exposes the PCM', async () => {
    const { session, device } = emulated('doseMaxV2');
    await session.connect();
    const read = await session.readRecord(device.records[0]?.register ?? 1);
    const record = read.reading.ok ? recordOfReading(read.reading.data) : undefined;
    if (record?.kind !== 'dosimeter') throw new Error('expected a dosimeter record');
    const event = record.audio[0];
    if (!event) throw new Error('expected audio events');
    const states: ReadState[] = [];
    const segment = await session.readAudioSegment(read.register, event.start, event.end, (s) =>
      states.push(s),
    );
    expect(segment.samples.length).toBe(event.end - event.start);
    expect(segment.sampleRate).toBe(8000);
    // Progress like a record read: started … finished with the whole answer (header included).
    expect(states[0]).toEqual({ state: 'started', progress: 0 });
    expect(states.at(-1)).toEqual({
      state: 'finished',
      progress: 100,
      received: event.end - event.start + 60,
    });
    const wav = audioSegmentToWav(segment);
    expect(wav.length).toBe(44 + segment.samples.length);
    await session.disconnect();
  });
  it('an unplug during ws is the disconnect error, reported as the read error state', async () => {
    const { session, device } = emulated('doseMaxV2');
    await session.connect();
    device.faults.unplugDuringRead = { afterBytes: 3000, command: 'ws' };
    const states: ReadState[] = [];
    await expect(session.readAudioSegment(1, 0, 16_000, (s) => states.push(s))).rejects.toMatchObject({
      key: 'devices:connection.disconnected',
    });
    expect(states.at(-1)?.state).toBe('error');
    expect(session.isConnected).toBe(false);
  });
  it('Err:N to ws is the device error', async () => {
    const { session, device } = emulated('doseMaxV2');
    await session.connect();
    device.faults.errorAnswer = { command: 'ws', code: 19 };
    await expect(session.readAudioSegment(1, 0, 16_000)).rejects.toMatchObject({
      key: 'devices:errors.err19',
      deviceCode: 19,
    });
    // The next request works: nothing is left over from the failed one.
    expect((await session.readAudioSegment(1, 0, 16_000)).samples.length).toBe(16_000);
  });
  it('other families answer Err:3 to ws', async () => {
    const { session } = emulated('axPro');
    await session.connect();
    await expect(session.readAudioSegment(1, 0, 10)).rejects.toMatchObject({ key: 'devices:errors.err3' });
  });
});

describe('chunk boundaries at session level', () => {
  it.each([1, 3, 17, 4096])('chunks of %i bytes give the same record', async (chunkSize) => {
    const { session, device } = emulated('itemp', { chunkSize, empty: true });
    const register = addTinyItempRecord(device);
    await session.connect();
    const read = await session.readRecord(register);
    expect(read.text).toBe(device.records[0]?.text);
    await session.disconnect();
  });
});

describe('errors are DeviceErrors with translation keys', () => {
  it('commands before connect', async () => {
    const { session } = emulated('doseMax');
    await expect(session.listRecords()).rejects.toBeInstanceOf(DeviceError);
  });
});
