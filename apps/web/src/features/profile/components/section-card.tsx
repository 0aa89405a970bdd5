import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './profile.module.css';

interface SectionCardProps {
  title: string;
  description?: string;
  icon: ReactNode;
  /** Red border and icon: the delete-account section. */
  danger?: boolean;
  /** Right side of the header (status of the last save). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One section of the profile: icon, title, short description, content. */
export function SectionCard({ title, description, icon, danger, aside, children, testId }: SectionCardProps) {
  return (
    <Paper
      p="lg"
      radius="lg"
      className={danger ? classes.danger : classes.card}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon
              size={36}
              radius="md"
              variant="light"
              color={danger ? 'red' : undefined}
              className={classes.sectionIcon}
            >
              {icon}
            </ThemeIcon>
            <div>
              <Title order={2} size="h4">
                {title}
              </Title>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </div>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
