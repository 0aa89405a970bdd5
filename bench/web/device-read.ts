// Budget (issue 28, item 5: the main thread never blocked > 100 ms at a time): a record read from a
// device on its record list, as large as the instruments make them (a 24 h DoseMax V2 record with
// third-octave bands, 15 MB; a 10 h extended AxPro record with third octaves on 3 axes, 24 MB), from
// the click on "Read record" to its viewer shown and the reading kept for a reload. The device is the
// emulator the browser tests put behind navigator.serial, its link not paced (a real one at 115,200
// baud takes 35 min for the AxPro record): the emulator runs in the page, so its own work (the
// record's answer encoded, sent in 64 KiB pieces) is counted with the app's. The longest
// main-thread task is read in the page (Long Tasks API).
// Run after `npm run build`: node --import tsx bench/web/device-read.ts
// OHP_BENCH_TRACE=1: the last read of each record traced, its longest tasks and what ran in them;
// OHP_BENCH_PROFILE=1: the renderer's time by function over that read.
import { type DeviceFamily, generateLargeNoiseRecordText } from '@ohp/devices';
import { signIn, startAppInChromium } from '../support/app-in-chromium.ts';
import { printProfile, startProfile } from '../support/cpu-profile.ts';
import { giveRecord, useEmulatedDevice } from '../support/emulated-device.ts';
import { longestTaskSince, recordLongTasks, reportLongestTasks } from '../support/long-tasks.ts';
import { startTrace } from '../support/trace-tasks.ts';
import { extendedAxProTenHoursText } from '../support/vibration-record.ts';

const RUNS = Number(process.env.OHP_BENCH_RUNS) || 3;

const records: Array<{ label: string; family: DeviceFamily; text: () => string }> = [
  {
    label: 'DoseMax V2 24 h with third-octave bands',
    family: 'doseMaxV2',
    // The noise viewer bench's day (bench/noise/viewer.ts), with the emulated device's serial.
    text: () => generateLargeNoiseRecordText(15_500_000, '2409000310AA'),
  },
  {
    label: 'AxPro 10 h extended, third octaves on 3 axes',
    family: 'axPro',
    text: extendedAxProTenHoursText,
  },
];

const app = await startAppInChromium('device-read', { width: 1440, height: 900 }, 64);
let ok = true;
try {
  await app.context.addInitScript(recordLongTasks);
  if (!app.server.demoAccount) throw new Error('No demo account on the fresh database');
  await signIn(await app.context.newPage(), app.server.url, app.server.demoAccount);
  for (const record of records) {
    const text = record.text();
    const longest: number[] = [];
    const shown: number[] = [];
    const workers = new Set<string>();
    for (let run = 0; run < RUNS; run++) {
      // A new page each run: its emulated device (this family's, unpaced) lives as long as the page.
      const page = await app.context.newPage();
      page.on('worker', (worker) => workers.add(new URL(worker.url()).pathname));
      await useEmulatedDevice(page, record.family);
      await page.goto('/access-device');
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      const register = await giveRecord(page, text);
      await page.getByRole('link', { name: 'Ver registros' }).click();
      const read = page.getByRole('button', { name: `Ler registro ${register}`, exact: true });
      await read.waitFor();
      // The list's own work settles before the clock starts.
      await page.waitForTimeout(500);
      const traced = process.env.OHP_BENCH_TRACE === '1' && run === RUNS - 1;
      const profiled = process.env.OHP_BENCH_PROFILE === '1' && run === RUNS - 1;
      const cdp = traced || profiled ? await app.context.newCDPSession(page) : undefined;
      const trace = traced && cdp ? await startTrace(cdp) : undefined;
      if (profiled && cdp) await startProfile(cdp);
      const clicked = await page.evaluate(() => performance.now());
      await read.click();
      await page.waitForURL('**/upload/read', { timeout: 120_000 });
      shown.push((await page.evaluate(() => performance.now())) - clicked);
      // The viewer's charts and the reading's keeping (IndexedDB) after it: 3 s to settle.
      await page.waitForTimeout(3000);
      await trace?.();
      if (profiled && cdp) printProfile((await cdp.send('Profiler.stop')).profile, 'read from the device');
      longest.push(await longestTaskSince(page, clicked));
      await page.close();
    }
    const parsedOff = [...workers].some((path) => path.includes('open-reading'));
    const where = `; parsed ${parsedOff ? 'in the open-reading worker' : 'on the main thread'}`;
    ok =
      reportLongestTasks(
        `read a record from the device, ${record.label}`,
        text.length,
        { longest, shown },
        where,
      ) && ok;
  }
} finally {
  await app.close();
}
process.exitCode = ok ? 0 : 1;
