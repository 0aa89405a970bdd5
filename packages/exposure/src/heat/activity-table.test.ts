import { describe, expect, it } from 'vitest';
import { heatActivityRow, heatActivityTable } from './activity-table.ts';

describe('the activity picker tables', () => {
  it('2019: the 52 rows of Quadro 2 in W, under their printed headings in order', () => {
    const rows = heatActivityTable('nr15-2019');
    expect(rows).toHaveLength(52);
    const runs: [string | undefined, number][] = [];
    for (const r of rows) {
      const last = runs.at(-1);
      if (last && last[0] === r.group) last[1]++;
      else runs.push([r.group, 1]);
    }
    expect(runs).toEqual([
      ['seated', 13],
      ['standing', 13],
      ['moving', 21],
      ['other', 5],
    ]);
    expect(heatActivityRow('nr15-2019', 'seated.rest')).toMatchObject({
      rate: 100,
      labelKey: 'heat:quadro2.seated.rest',
      groupKey: 'heat:quadro2Group.seated',
    });
    expect(heatActivityRow('nr15-2019', 'standing.rest')?.rate).toBe(126);
    expect(heatActivityRow('nr15-2019', 'other.liftPushDragHeavy')?.rate).toBe(524);
  });

  it('1978: Quadro 3 in kcal/h, without headings', () => {
    const rows = heatActivityTable('nr15-1978');
    expect(rows.map((r) => r.rate)).toEqual([100, 125, 150, 150, 180, 175, 220, 300, 440, 550]);
    expect(rows.every((r) => r.group === undefined && r.labelKey.startsWith('heat:activities1978.'))).toBe(
      true,
    );
  });

  it('a key of another table names no row', () => {
    // The ISO 8996 classes the 2019 picker offered before Quadro 2 ('low' = 180 W).
    expect(heatActivityRow('nr15-2019', 'low')).toBeUndefined();
    expect(heatActivityRow('nr15-2019', 'seatedRest')).toBeUndefined();
    expect(heatActivityRow('nr15-1978', 'seated.rest')).toBeUndefined();
    expect(heatActivityRow('nr15-2019', null)).toBeUndefined();
  });
});
