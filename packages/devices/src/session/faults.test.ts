import { describe, expect, it, vi } from 'vitest';
import { DeviceError } from '../errors.ts';
import { createManualClock } from './clock.ts';
import type { ReadState } from './progress.ts';
import { addTinyItempRecord, emulated } from './test-helpers.ts';

describe('Err:N answers', () => {
  it.each([2, 3, 5, 13, 19, 22, 23, 62, 140])(
    'Err:%i maps to its catalogue message, and retry works',
    async (code) => {
      const { session, device } = emulated('axPro');
      await session.connect();
      device.faults.errorAnswer = { command: 'a', code };
      await expect(session.listRecords()).rejects.toMatchObject({
        key: `devices:errors.err${code}`,
        deviceCode: code,
      });
      expect((await session.listRecords()).length).toBe(device.records.length);
    },
  );
  it('an unknown code is shown as Erro', async () => {
    const { session, device } = emulated('doseMax');
    await session.connect();
    device.faults.errorAnswer = { command: 'r', code: 77 };
    await expect(session.readRecord(1)).rejects.toMatchObject({ key: 'devices:errors.errUnknown' });
  });
  it('Err on a configuration write', async () => {
    const { session, device } = emulated('co2Pro');
    await session.connect();
    const config = await session.readConfig();
    device.faults.errorAnswer = { command: 'xwca', code: 13 };
    await expect(session.writeConfig(config)).rejects.toMatchObject({ key: 'devices:errors.err13' });
  });
  it('reading a register that does not exist is Err:2', async () => {
    const { session } = emulated('dosePro');
    await session.connect();
    await expect(session.readRecord(99)).rejects.toMatchObject({ key: 'devices:errors.err2' });
  });
});

describe('unplug mid-read', () => {
  it('rejects the read, reports the error state and fires the disconnect event', async () => {
    const { session, device } = emulated('doseMax');
    await session.connect();
    const disconnected = vi.fn();
    session.onDisconnect(disconnected);
    device.faults.unplugDuringRead = { afterBytes: 5000 };
    const states: ReadState[] = [];
    await expect(session.readRecord(1, (s) => states.push(s))).rejects.toMatchObject({
      key: 'devices:connection.disconnected',
    });
    expect(states.at(-1)?.state).toBe('error');
    expect(disconnected).toHaveBeenCalledTimes(1);
    expect(session.isConnected).toBe(false);
    await expect(session.listRecords()).rejects.toBeInstanceOf(DeviceError);
  });
  it('after replugging, a new connection works', async () => {
    const { session, device } = emulated('itemp');
    await session.connect();
    device.faults.unplugDuringRead = { afterBytes: 10 };
    await expect(session.readRecord(1)).rejects.toBeInstanceOf(DeviceError);
    device.replug();
    const again = emulated('itemp');
    await again.session.connect();
    expect((await again.session.readRecord(1)).reading.ok).toBe(true);
  });
});

describe('truncated and missing answers end by timeout, never by a fixed sleep', () => {
  it('a truncated record is a premature end of data stream once the idle timeout expires', async () => {
    const clock = createManualClock();
    const { session, device } = emulated('doseMax', { clock });
    await session.connect();
    device.faults.truncateAnswer = { command: 'r', bytes: 300 };
    const states: ReadState[] = [];
    const reading = session.readRecord(1, (s) => states.push(s));
    reading.catch(() => {});
    await vi.waitFor(() => {
      clock.advance(50);
      expect(states.some((s) => s.state === 'reading' && s.received > 0)).toBe(true);
    });
    clock.advance(5000);
    await expect(reading).rejects.toMatchObject({ key: 'devices:connection.prematureEnd' });
  });
  it('a device that never answers the version is an invalid device after 1 s', async () => {
    const clock = createManualClock();
    const { session, device } = emulated('axPro', { clock });
    device.faults.silentOn = 'v';
    const connecting = session.connect();
    connecting.catch(() => {});
    await vi.waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(999);
    clock.advance(1);
    await expect(connecting).rejects.toMatchObject({ key: 'devices:connection.invalidDevice' });
  });
  it('set date has a 3 s timeout', async () => {
    const clock = createManualClock();
    const { session, device } = emulated('co2Pro', { clock });
    await session.connect();
    device.faults.silentOn = 'xat';
    const setting = session.setDateTime(new Date());
    setting.catch(() => {});
    await vi.waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(3000);
    await expect(setting).rejects.toMatchObject({ key: 'devices:connection.timeout', values: { ms: 3000 } });
  });
  it('a truncated audio segment is Incomplete audio data received', async () => {
    const clock = createManualClock();
    const { session, device, received } = emulated('doseMaxV2', { clock });
    await session.connect();
    device.faults.truncateAnswer = { command: 'ws', bytes: 500 };
    const before = received();
    const reading = session.readAudioSegment(1, 0, 16000);
    reading.catch(() => {});
    await vi.waitFor(() => expect(received()).toBe(before + 500));
    clock.advance(100_000);
    await expect(reading).rejects.toMatchObject({ key: 'devices:connection.incompleteAudio' });
  });
  it('an incomplete configuration answer is refused', async () => {
    const { session, device } = emulated('doseMaxV2');
    await session.connect();
    device.configs.set('config', '08:00;1;pt');
    await expect(session.readConfig()).rejects.toMatchObject({ key: 'devices:protocol.incompleteConfig' });
    device.schedule = ['1;1;62;07:00;08:00'];
    await expect(session.readSchedule()).rejects.toMatchObject({
      key: 'devices:protocol.incompleteSchedule',
    });
  });
});

describe('invalid forms are never written', () => {
  it('an out-of-range brightness is refused before anything is sent', async () => {
    const { session, sent } = emulated('axPro');
    await session.connect();
    const config = await session.readConfig();
    config.values.brightness = '101';
    await expect(session.writeConfig(config)).rejects.toMatchObject({
      key: 'devices:validation.invalidConfig',
    });
    expect(sent.some((s) => s.startsWith('xwca'))).toBe(false);
  });
});

describe('slow link throttled to 115200 baud', () => {
  it('gives the same answers as a fast link', async () => {
    const slow = emulated('itemp', { bytesPerSecond: 11_520, empty: true });
    const register = addTinyItempRecord(slow.device);
    await slow.session.connect();
    const read = await slow.session.readRecord(register);
    expect(read.text).toBe(slow.device.records[0]?.text);
    await slow.session.disconnect();
  });
});

describe('ITEMP power-on reset', () => {
  it('waits 10 s (injected) and asks the version again', async () => {
    const waits: number[] = [];
    const { session, device, sent } = emulated('itemp', { wait: async (ms) => void waits.push(ms) });
    device.faults.powerOnReset = true;
    const identity = await session.connect();
    expect(waits).toEqual([10_000]);
    expect(identity.version).toBe('1.1.4');
    expect(sent).toEqual(['v\n', 'v']);
  });
  it('the default wait runs on the session clock', async () => {
    const clock = createManualClock();
    const { session, device, received, sent } = emulated('itemp', { clock });
    device.faults.powerOnReset = true;
    let done = false;
    const connecting = session.connect().then(() => {
      done = true;
    });
    // The boot text has arrived and only the 10 s wait is pending.
    await vi.waitFor(() => expect([received() > 0, clock.pending()]).toEqual([true, 1]));
    clock.advance(9_999);
    expect(sent).toEqual(['v\n']);
    expect(done).toBe(false);
    clock.advance(1);
    await connecting;
    expect(done).toBe(true);
  });
  it('a second boot text is Failed to get USB Device', async () => {
    const { session, device } = emulated('itemp', {
      wait: async () => {
        device.faults.powerOnReset = true;
      },
    });
    device.faults.powerOnReset = true;
    await expect(session.connect()).rejects.toMatchObject({ key: 'devices:connection.usbDeviceFailed' });
  });
});
