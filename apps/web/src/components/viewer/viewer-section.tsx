import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './viewer.module.css';

/** A card of a viewer's page with its h2 (the same surface every family's sections use). */
export function ViewerSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string | undefined;
}) {
  return (
    <Paper p="lg" radius="lg" className={classes.card} data-testid={testId}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
