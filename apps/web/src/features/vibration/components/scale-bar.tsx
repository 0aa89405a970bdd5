import { Box, Group, Text } from '@mantine/core';
import { formatNumber } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { Quantity } from '../../../components/ui/unit';

// SPEC §9 colour scale of a result: four classes (acceptable, action level, uncertainty, above
// the limit) between the norm's boundaries, with a marker at the value. Colours keep AA contrast
// for the labels (dark text on light fills).

const fills = ['#b7e4c7', '#ffe8a3', '#ffc9a3', '#f4a6a6'] as const;

export function ScaleBar(props: {
  label: string;
  value: number;
  bounds: readonly [number, number, number];
  unit: string;
}) {
  const { i18n } = useTranslation();
  const [a, u, l] = props.bounds;
  const top = l * 1.25;
  const edges = [0, a, u, l, top];
  const pos = Math.min(1, Math.max(0, props.value / top));
  return (
    <Box>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {props.label}
        </Text>
        <Text size="sm">
          <Quantity value={formatNumber(i18n.language, props.value, 2)} unit={props.unit} />
        </Text>
      </Group>
      <Box pos="relative" h={18} style={{ display: 'flex', borderRadius: 4, overflow: 'hidden' }} aria-hidden>
        {fills.map((fill, i) => (
          <Box
            key={fill}
            h="100%"
            style={{ background: fill, flex: ((edges[i + 1] as number) - (edges[i] as number)) / top }}
          />
        ))}
        <Box
          pos="absolute"
          top={0}
          h="100%"
          w={3}
          style={{
            left: `calc(${(pos * 100).toFixed(2)}% - 1px)`,
            background: '#1b2430',
            outline: '1px solid #ffffff',
          }}
        />
      </Box>
      <Box pos="relative" h={18}>
        {edges.slice(0, 4).map((e) => (
          <Text
            key={e}
            size="xs"
            pos="absolute"
            style={{
              left: `${((e / top) * 100).toFixed(2)}%`,
              transform: e ? 'translateX(-50%)' : undefined,
            }}
          >
            {formatNumber(i18n.language, e, Number.isInteger(e) ? 0 : 1)}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
