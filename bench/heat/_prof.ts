import { formatItemp, generateHotAfternoon, readHeatInput } from '@ohp/devices';
const record = generateHotAfternoon({
  seed: 10,
  serialNumber: 'IT0001004B',
  start: '2024-02-01T00:00:00',
  durationSeconds: 86400,
  intervalSeconds: 1,
});
const bytes = new TextEncoder().encode(formatItemp(record));
const t = () => {
  const c = process.cpuUsage();
  return () => {
    const d = process.cpuUsage(c);
    return (d.user + d.system) / 1000;
  };
};
for (let i = 0; i < 40; i++) readHeatInput(bytes);
const dec = new TextDecoder();
const xs: number[] = [];
const ds: number[] = [];
for (let i = 0; i < 30; i++) {
  const e = t();
  dec.decode(bytes);
  ds.push(e());
  const f = t();
  readHeatInput(bytes);
  xs.push(f());
}
xs.sort((a, b) => a - b);
ds.sort((a, b) => a - b);
console.log('readHeatInput CPU median', xs[15], 'decode', ds[15]);
