import { Stack, Text, Title } from '@mantine/core';

export function AuthCardHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz="calc(1.75rem * var(--mantine-scale))">
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}
