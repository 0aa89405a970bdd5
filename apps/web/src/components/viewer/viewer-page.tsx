import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './viewer.module.css';

/**
 * The page of every family's viewer (issue 27 item 3): one width rule (the content's width, up
 * to 120rem) and one spacing, so no family's viewer looks like another product.
 */
export function ViewerPage({
  children,
  testId,
  family,
}: {
  children: ReactNode;
  /** The domain's own test id (noise-viewer, heat-report-screen, vibration-viewer, co2-viewer). */
  testId: string;
  /** data-family: the family, or 'csv' for a samples file. */
  family: string;
}) {
  return (
    <Stack gap="lg" className={classes.page} data-testid={testId} data-family={family} data-viewer-page>
      {children}
    </Stack>
  );
}
