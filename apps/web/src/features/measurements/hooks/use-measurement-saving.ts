import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MeasurementSaving } from '../../../lib/web-domain';
import { saveMeasurement } from '../api/save-measurement';
import { SavedReports } from '../components/saved-reports';

/** What a domain viewer needs to save and to list its reports, handed to it by the app layer. */
export function useMeasurementSaving(): MeasurementSaving {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({ save: (input) => saveMeasurement(queryClient, input), SavedReports }),
    [queryClient],
  );
}
