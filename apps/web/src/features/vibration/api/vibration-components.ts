import type { VibrationComponentData } from '@ohp/contracts';
import { componentsApi } from '../../../lib/components-api';

// /api/components?domain=vibration: the user's saved vibration components, typed in or cut from a
// saved measurement, through the shared components API.
const vibrationComponents = componentsApi<VibrationComponentData>('vibration');

export const useVibrationComponents = vibrationComponents.useList;
export const useCreateVibrationComponent = vibrationComponents.useCreate;
export const useUpdateVibrationComponent = vibrationComponents.useUpdate;
export const useDeleteVibrationComponent = vibrationComponents.useDelete;
