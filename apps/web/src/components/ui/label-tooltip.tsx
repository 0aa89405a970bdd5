import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import type { DeferredExtra } from './deferred';

/** A control's visible label on hover and focus; loaded through Deferred (no floating UI up front). */
export function LabelTooltip({ label, children }: { label: string; children: ReactElement } & DeferredExtra) {
  return (
    <Tooltip label={label} withinPortal>
      {children}
    </Tooltip>
  );
}
