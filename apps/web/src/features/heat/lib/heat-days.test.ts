import { describe, expect, it } from 'vitest';
import { heatDays } from './heat-days';
import { coolThenHotSeries } from './test-series';

/** Until midnight tbn 22, tg 30; the next day tbn 28, tg 40. */
const twoDays = () => coolThenHotSeries(720 + 1440, 720);

describe('the heat viewer’s results per day (normal mode)', () => {
  it('each calendar day’s critical hour; the hotter day is the worst', () => {
    const r = heatDays({
      series: twoDays(),
      options: { norm: 'nr15-2019', activities: [{ minutes: 60, metabolicRate: 300 }] },
    });
    expect(r?.days.map((d) => d.date)).toEqual(['2026-01-12', '2026-01-13']);
    // IBUTG = 0.7·tbn + 0.3·tg: 0.7·22 + 0.3·30 = 24.4 °C and 0.7·28 + 0.3·40 = 31.6 °C.
    expect(r?.days[0]?.ibutg).toBeCloseTo(24.4, 10);
    expect(r?.days[1]?.ibutg).toBeCloseTo(31.6, 10);
    // Day 1 waits 25 min for the sensors (12:25); day 2 starts at its midnight (720 min in).
    expect(r?.days.map((d) => d.windowStartS)).toEqual([25 * 60, 720 * 60]);
    expect(r?.worst).toBe(1);
  });
});
