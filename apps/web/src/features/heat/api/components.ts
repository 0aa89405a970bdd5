import type { ComponentUpdate, HeatComponentDataInput } from '@ohp/contracts';
import { componentsApi } from '../../../lib/components-api';

// /api/components?domain=heat: the user's saved heat components (SPEC §3 "Component") through the
// shared components API; a component is saved to be reused in a component-mode report.
const heatComponents = componentsApi<HeatComponentDataInput, ComponentUpdate>('heat');

export const useHeatComponents = heatComponents.useList;
export const useCreateHeatComponent = heatComponents.useCreate;
export const useUpdateHeatComponent = heatComponents.useUpdate;
export const useDeleteHeatComponent = heatComponents.useDelete;
