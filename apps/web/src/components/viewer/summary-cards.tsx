import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Quantity } from '../ui/unit';
import classes from './viewer.module.css';

export interface SummaryCard {
  /** Stable key (also the card's data-figure). */
  key: string;
  label: string;
  /** The figure as the language writes it ("85,2"), or '-' when there is none. */
  value: string;
  /** Its unit, typeset by <Unit> ("dB(A)", "m/s^1.75"). */
  unit?: string | undefined;
  /** A verdict's colour on the figure: good, warn, bad. */
  tone?: 'good' | 'warn' | 'bad' | undefined;
  /** A short line under the figure (the norm, the window). */
  hint?: ReactNode;
}

// The verdict marks the card's edge (not the figure's colour: coloured text fails 4.5:1 in one theme).
const toneColor = { good: 'teal', warn: 'orange', bad: 'red' } as const;

/**
 * The key figures of a viewer as cards (issue 27 item 3): the same cards on every family's
 * viewer, the first one always the measured time; only the figures differ with the domain.
 */
export function SummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('viewers:summary.title')} data-testid="summary-cards">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(cards.length, 6) }} spacing="sm">
        {cards.map((c) => (
          <Paper
            key={c.key}
            p="sm"
            radius="md"
            className={classes.card}
            style={
              c.tone ? { borderLeft: `4px solid var(--mantine-color-${toneColor[c.tone]}-6)` } : undefined
            }
            data-testid="summary-card"
            data-figure={c.key}
            data-tone={c.tone}
          >
            <Text className={classes.cardLabel}>{c.label}</Text>
            <Text className={classes.cardValue} data-testid={`summary-${c.key}`}>
              {c.unit && c.value !== '-' ? <Quantity value={c.value} unit={c.unit} /> : c.value}
            </Text>
            {c.hint ? (
              <Text size="xs" c="dimmed" mt={2}>
                {c.hint}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
