import { Badge } from '@mantine/core';
import type { CalibrationState } from '@ohp/contracts';
import { useTranslation } from 'react-i18next';

// Filled badges with white or dark text keep AA contrast in both themes.
const colors: Record<CalibrationState, string> = {
  none: 'gray.7',
  ok: 'teal.9',
  due: 'yellow.4',
  overdue: 'red.8',
};

/** The due state of a device's certificate: none, valid, due within 30 days, overdue. */
export function CalibrationBadge({ state }: { state: CalibrationState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={colors[state]} autoContrast data-state={state}>
      {t(`organisations:devices.state.${state}`)}
    </Badge>
  );
}
