import { writeFile } from 'node:fs/promises';
import {
  catalogueEntry,
  familyDisplayName,
  familyLabelText,
  type DeviceConfig,
  type DeviceSession,
  registerWallClock,
  configSchema,
  recordOfReading,
} from '@ohp/devices';
import type { Translator } from '../i18n.ts';
import { type Io, table } from '../io.ts';
import { openSession } from '../open-session.ts';
import { UsageError } from '../usage-error.ts';

export interface DeviceArgs {
  port: string | undefined;
  json: boolean;
  record: string | undefined;
  output: string | undefined;
}

const wallClock = (ms: number) => {
  const iso = registerWallClock(ms);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;
};

async function withSession<T>(
  port: string | undefined,
  run: (session: DeviceSession) => Promise<T>,
): Promise<T> {
  const session = await openSession(port);
  try {
    return await run(session);
  } finally {
    await session.disconnect();
  }
}

export async function deviceInfo(args: DeviceArgs, t: Translator, io: Io): Promise<number> {
  return withSession(args.port, async (session) => {
    const device = session.device;
    if (!device) throw new UsageError('missingPort');
    const entry = catalogueEntry(device.deviceType);
    if (args.json) {
      io.out(
        `${JSON.stringify({ ...device, family: entry.family, familyLabel: entry.familyLabel }, null, 2)}\n`,
      );
      return 0;
    }
    const rows = [
      [t('info.model'), device.model],
      [t('info.family'), familyLabelText(entry.family, t.language ?? 'pt-BR')],
      [t('info.serialNumber'), device.serialNumber],
      [t('info.deviceType'), String(device.deviceType)],
      [t('info.version'), device.version],
    ];
    if (device.bluetoothVersion) rows.push([t('info.bluetoothVersion'), device.bluetoothVersion]);
    io.out(table(rows));
    return 0;
  });
}

export async function deviceRecords(args: DeviceArgs, t: Translator, io: Io): Promise<number> {
  return withSession(args.port, async (session) => {
    const records = await session.listRecords();
    const device = session.device;
    if (args.json) {
      const out = records.map((r) => ({ ...r, wallClock: registerWallClock(r.date) }));
      io.out(`${JSON.stringify(out, null, 2)}\n`);
      return 0;
    }
    // The instrument as people name it, then its records.
    if (device)
      io.out(`${familyDisplayName(catalogueEntry(device.deviceType).family)} ${device.serialNumber}\n`);
    if (records.length === 0) {
      io.out(`${t('records.none')}\n`);
      return 0;
    }
    const header = [t('records.register'), t('records.date'), t('records.description'), t('records.size')];
    io.out(
      table([
        header,
        ...records.map((r) => [
          r.label,
          wallClock(r.date),
          r.description,
          r.fileSize === undefined ? '-' : String(r.fileSize),
        ]),
      ]),
    );
    return 0;
  });
}

export async function deviceRead(args: DeviceArgs, t: Translator, io: Io): Promise<number> {
  if (!args.record || !/^\d+$/.test(args.record)) throw new UsageError('missingRecord');
  if (!args.output) throw new UsageError('missingOutput');
  const register = Number(args.record);
  const output = args.output;
  return withSession(args.port, async (session) => {
    let shown = -1;
    const read = await session.readRecord(register, (state) => {
      if (state.state !== 'reading' && state.state !== 'finished') return;
      const step = Math.floor(state.progress / 10) * 10;
      if (step === shown) return;
      shown = step;
      if (io.interactive) io.err(`\r${t('read.progress', { percent: state.progress })}`);
    });
    if (io.interactive) io.err('\n');
    await writeFile(output, read.bytes);
    io.out(`${t('read.saved', { bytes: read.bytes.length, file: output })}\n`);
    const { reading } = read;
    if (reading.ok) {
      // A device's read is always one of its records (readDeviceRecord).
      const record = recordOfReading(reading.data);
      io.out(`${t('read.parsed', { rows: record?.offsets.length ?? 0, start: record?.start ?? '' })}\n`);
      return 0;
    }
    io.err(`${t('read.parseFailed', { reason: t(reading.reason.key, reading.reason.values) })}\n`);
    return 1;
  });
}

function configRows(config: DeviceConfig, t: Translator): string[][] {
  const schema = configSchema(config.family, config.kind) ?? [];
  return schema.map((field) => [t(field.labelKey), config.values[field.key] ?? '']);
}

export async function deviceConfig(args: DeviceArgs, t: Translator, io: Io): Promise<number> {
  return withSession(args.port, async (session) => {
    const configs: DeviceConfig[] = [];
    for (const kind of session.configKinds()) configs.push(await session.readConfig(kind));
    const schedule = await session.readSchedule();
    if (args.json) {
      const out = Object.fromEntries(configs.map((c) => [c.kind, { values: c.values, extra: c.extra }]));
      io.out(`${JSON.stringify({ family: session.family, ...out, schedule }, null, 2)}\n`);
      return 0;
    }
    for (const config of configs) {
      io.out(`\n${t(`config.${config.kind}`)}\n`);
      io.out(table(configRows(config, t)));
    }
    io.out(`\n${t('config.schedule')}\n`);
    if (schedule.format === 'slots') {
      io.out(
        table(
          schedule.slots.map((s) => [
            String(s.slot),
            s.enabled ? '✓' : '-',
            s.start,
            s.duration,
            String(s.weekdays),
          ]),
        ),
      );
    } else {
      io.out(
        table(
          schedule.days.map((d, i) => [
            t(`config.days.${i}`),
            d.enabled ? '✓' : '-',
            ...d.windows.filter((w) => w.duration !== '00:00').map((w) => `${w.start}+${w.duration}`),
          ]),
        ),
      );
    }
    return 0;
  });
}
