import { useEffect } from 'react';
import type { ViewerDraft } from '../../../lib/web-domain';
import { toNoiseDraft } from '../lib/noise-draft';
import type { NoiseReportFormValues } from '../lib/report-form-values';
import type { ViewerState } from '../stores/viewer-store';

/** Reports the viewer's working state (clippings, norm choices, typed form) after every change. */
export function useReportNoiseDraft(
  draft: ViewerDraft | undefined,
  state: ViewerState,
  form: NoiseReportFormValues,
): void {
  const onChange = draft?.onChange;
  const { clippings, norm, useDeviceCriteria } = state;
  useEffect(() => {
    if (!onChange) return;
    onChange(
      toNoiseDraft({
        clippings: clippings.map(({ id: _id, ...c }) => c),
        preset: norm,
        useDeviceCriteria,
        form,
      }),
    );
  }, [onChange, clippings, norm, useDeviceCriteria, form]);
}
