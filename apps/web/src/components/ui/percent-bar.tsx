// The loading overlay's bar, loaded when a percent first shows (never on the sign-in page): Mantine's
// Progress and its styles stay out of the entry. Also in mantine-rest.css for the signed-in screens.
import '@mantine/core/styles/Progress.css';
import { Progress } from '@mantine/core';

export function PercentBar({ percent }: { percent: number }) {
  return <Progress value={percent} w="100%" size="sm" />;
}
