import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Light backgrounds with a strong left border: the category reads in the text, the colour only adds.
const LOOK: Record<number, { background: string; border: string }> = {
  0: { background: '#e6f4ea', border: '#1e7b34' },
  1: { background: '#eef7e8', border: '#4a8a1c' },
  2: { background: '#fff8db', border: '#8a6d00' },
  3: { background: '#fff0e0', border: '#b35900' },
  4: { background: '#fde8e8', border: '#b3261e' },
};

/** The AIHA exposure category as a coloured band with its number and words. */
export function AihaBand({ category }: { category: number }) {
  const { t } = useTranslation();
  const look = LOOK[category] ?? LOOK[4];
  return (
    <Box
      data-testid="aiha-band"
      data-category={category}
      style={{ background: look?.background, borderLeft: `6px solid ${look?.border}`, padding: '8px 12px' }}
    >
      <Text fw={600} c="#1b2430">
        {t('gheStatistics:category', {
          category,
          text: t(`gheStatistics:categoryTexts.${category}`),
        })}
      </Text>
    </Box>
  );
}
