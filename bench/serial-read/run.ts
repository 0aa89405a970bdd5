// Serial read benchmark (issue 4): a ≥ 1 MB record read from the emulator throttled to
// 115200 baud 8N1 (11,520 bytes/s). Budget: ≥ 95 % of line rate.
// Run: node --import tsx bench/serial-read/run.ts [--size <bytes>]   (default 1048576 ≈ 91 s)
import { parseArgs } from 'node:util';
import {
  DeviceSession,
  EmulatorTransport,
  generateLargeNoiseRecordText,
  lineRateBytesPerSecond,
  VirtualDevice,
} from '@ohp/devices';

const budgetPct = 95;
const { values } = parseArgs({ options: { size: { type: 'string', default: String(1024 * 1024) } } });
const target = Number(values.size);
if (!Number.isInteger(target) || target < 1) throw new Error('--size must be a positive number of bytes');

const text = generateLargeNoiseRecordText(target);
const device = new VirtualDevice('doseMaxV2', { empty: true });
const record = device.addRecord({ start: '2026-05-04T00:00:00', description: 'bench', text, audioBytes: 0 });
const session = new DeviceSession(new EmulatorTransport(device, { bytesPerSecond: lineRateBytesPerSecond }));
await session.connect();

const wireBytes = `#${text.length}\r\n`.length + text.length + 'OK\r\n'.length;
console.log(
  `record: ${text.length} bytes (${wireBytes} on the wire), expected ≈ ${(wireBytes / lineRateBytesPerSecond).toFixed(1)} s at line rate`,
);
let shown = -1;
const started = performance.now();
const read = await session.readRecord(record.register, (state) => {
  if (state.state === 'reading' && state.progress >= shown + 10) {
    shown = state.progress - (state.progress % 10);
    process.stdout.write(`\r  ${shown} %`);
  }
});
const seconds = (performance.now() - started) / 1000;
process.stdout.write('\n');
await session.disconnect();

const throughput = wireBytes / seconds;
const pct = (100 * throughput) / lineRateBytesPerSecond;
console.log(`read ${read.bytes.length} bytes in ${seconds.toFixed(2)} s, read: ${read.reading.ok}`);
console.log(
  `throughput: ${throughput.toFixed(0)} bytes/s = ${pct.toFixed(1)} % of line rate (budget ≥ ${budgetPct} %) ${pct >= budgetPct ? 'OK' : 'OVER BUDGET'}`,
);
process.exitCode = pct >= budgetPct && read.reading.ok ? 0 : 1;
