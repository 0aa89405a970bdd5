import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of the organisation screens (a landmark with the title as its name). */
export function OrganisationCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper component="section" p="lg" radius="lg" withBorder aria-label={title} data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
