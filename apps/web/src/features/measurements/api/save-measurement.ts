import type { Measurement } from '@ohp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { SaveMeasurementInput } from '../../../lib/web-domain';
import { createMeasurement } from './create-measurement';
import { createReport } from './create-report';
import { measurementsKey } from './get-measurements';
import { updateMeasurement } from './update-measurement';

/**
 * A viewer's Save: the measurement is created with its state (or its description and state
 * updated), then the PDF made from it is attached; every measurements query is refreshed.
 */
export async function saveMeasurement(
  queryClient: QueryClient,
  input: SaveMeasurementInput,
): Promise<Measurement> {
  const measurement = input.measurementId
    ? await updateMeasurement(input.measurementId, { description: input.description, state: input.state })
    : await createMeasurement(input);
  await createReport({ measurementId: measurement.id, ...input.report });
  await queryClient.invalidateQueries({ queryKey: measurementsKey });
  return measurement;
}
