import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { type HeatActivityRow, type HeatNorm, heatActivityRow, heatActivityTable } from '@ohp/exposure';
import { metabolicUnitOf } from './report-state';

// The activity picker's options (docs/web-heat.md): the norm's table, 2019 rows under Quadro 2's own
// headings. An option's label carries its heading, so the chosen row still says "Sentado" or "Em pé"
// once the list is closed and a search for a heading finds its rows; the list shows the row alone.

type T = (key: string) => string;

/** "Sentado: Em repouso" for a 2019 row, the row's wording for a 1978 one. */
export function activityName(row: HeatActivityRow, t: T): string {
  return row.groupKey ? `${t(row.groupKey)}: ${t(row.labelKey)}` : t(row.labelKey);
}

export interface ActivityOptions {
  data: (ComboboxItem | ComboboxItemGroup<ComboboxItem, string>)[];
  /** What the open list shows for a value: the row's wording and M, without the heading above it. */
  optionText: (value: string) => string;
}

export function activityOptions(norm: HeatNorm, t: T): ActivityOptions {
  const unit = metabolicUnitOf(norm);
  const item = (row: HeatActivityRow): ComboboxItem => ({
    value: row.key,
    label: `${activityName(row, t)} — ${row.rate} ${unit}`,
  });
  const data: ActivityOptions['data'] = [];
  for (const row of heatActivityTable(norm)) {
    if (!row.groupKey) {
      data.push(item(row));
      continue;
    }
    const heading = t(row.groupKey);
    const last = data.at(-1);
    if (last && 'group' in last && last.group === heading) last.items.push(item(row));
    else data.push({ group: heading, items: [item(row)] });
  }
  return {
    data,
    optionText: (value) => {
      const row = heatActivityRow(norm, value);
      return row ? `${t(row.labelKey)} — ${row.rate} ${unit}` : value;
    },
  };
}
