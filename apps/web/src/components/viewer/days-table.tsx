import { Badge, Table, Text } from '@mantine/core';
import { formatLocalDate, fromIsoDate } from '@ohp/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerSection } from './viewer-section';

// "Resultados por dia" of a record longer than 24 h (issue 28): one row per calendar day, each day
// judged as a workday of its own, the worst day marked and its judgement said in words above the
// table. The domains give the columns; the figures come from @ohp/exposure in their workers.

export interface DayRow {
  day: number;
  /** yyyy-mm-dd on the device's clock, or null for a record timed from its start. */
  date: string | null;
}

export interface DayColumn<D> {
  header: string;
  cell: (day: D) => ReactNode;
}

export interface DaysTableProps<D extends DayRow> {
  days: readonly D[];
  /** Index of the worst day in `days`. */
  worst: number;
  /** The domain's figures, after the date. */
  columns: readonly DayColumn<D>[];
  /** The day's judgement in words (the last column). */
  verdict: (day: D) => string;
  /** What the table is of, when a viewer shows more than one (a norm): in the title and caption. */
  scope?: string;
  testId?: string;
}

/** A day's label: its date as the language writes dates, else "day n". */
export function useDayLabel(): (d: DayRow) => string {
  const { t, i18n } = useTranslation();
  return (d) =>
    d.date
      ? formatLocalDate(i18n.language, fromIsoDate(d.date)) || d.date
      : t('longRecords:dayNumber', { n: d.day });
}

export function DaysTable<D extends DayRow>({
  days,
  worst,
  columns,
  verdict,
  scope,
  testId,
}: DaysTableProps<D>) {
  const { t } = useTranslation();
  const label = useDayLabel();
  const worstDay = days[worst];
  const scoped = (text: string) => (scope ? `${text} · ${scope}` : text);
  return (
    <ViewerSection title={scoped(t('longRecords:web.title'))} testId={testId ?? 'days-table'}>
      {worstDay ? (
        <Text mb="sm" data-testid="worst-day">
          {t(worstDay.date === null ? 'longRecords:web.worstFromStart' : 'longRecords:web.worst', {
            days: days.length,
            worst: label(worstDay),
            verdict: verdict(worstDay),
          })}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder captionSide="top">
          <caption>{scoped(t('longRecords:web.caption', { days: days.length }))}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('longRecords:day')}</Table.Th>
              {columns.map((c) => (
                <Table.Th scope="col" key={c.header}>
                  {c.header}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('longRecords:judgement')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d, i) => (
              <Table.Tr key={d.day} data-worst={i === worst ? 'true' : undefined}>
                <Table.Th scope="row" fw={i === worst ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {label(d)}
                  {i === worst ? (
                    // Under the date, not beside it: beside it, at 390 px, it touched the next column.
                    <Badge display="flex" w="fit-content" mt={4} color="red.9" variant="filled" size="sm">
                      {t('longRecords:web.worstBadge')}
                    </Badge>
                  ) : null}
                </Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.header} style={{ whiteSpace: 'nowrap' }}>
                    {c.cell(d)}
                  </Table.Td>
                ))}
                <Table.Td>{verdict(d)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ViewerSection>
  );
}
