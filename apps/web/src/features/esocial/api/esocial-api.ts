// The eSocial routes of the server (docs/esocial.md "Server"): workers, GHEs, agents and exports.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

export interface Worker {
  id: string;
  companyId: string;
  name: string;
  cpf: string;
  registration: string | null;
  categoryCode: string;
  active: boolean;
}

export interface EpiConditions {
  medProtecao: boolean;
  condFuncto: boolean;
  usoInint: boolean;
  przValid: boolean;
  periodicTroca: boolean;
  higienizacao: boolean;
}

export interface GheInput {
  code: string;
  name: string;
  sector: string;
  activities: string;
  localAmb: 1 | 2;
  establishmentCnpj: string;
  epc: 0 | 1 | 2;
  epcEffective: boolean | null;
  epi: 0 | 1 | 2;
  epis: { ca: string; effective: boolean }[];
  epiConditions: EpiConditions | null;
}

export interface Ghe extends GheInput {
  id: string;
  companyId: string;
  workers: {
    membershipId: string;
    workerId: string;
    name: string;
    cpf: string;
    startDate: string;
    endDate: string | null;
  }[];
  measurements: {
    measurementId: string;
    domain: string;
    fileName: string;
    /** The record's start (yyyy-mm-dd): the measurement date. */
    date: string;
    metabolicRate: number | null;
    reportId: string | null;
    /** Heat: the NR-15 Anexo 3 text of the measurement's analysis. */
    figures?: { norm?: 'nr15-1978' | 'nr15-2019' };
  }[];
}

export interface GheAgent {
  code: string;
  intensity: number | null;
  unit: number | null;
  limit: number | null;
  technique: string | null;
  chosen: boolean;
  /** Who chose this measurement for the agent, and when (null: the highest value, by default). */
  choice?: { by: string | null; at: string } | null;
  /** Every measurement of the GHE that gives this agent. */
  candidates?: { measurementId: string; file: string; date: string; intensity: number | null }[];
  source: { measurementId?: string; file?: string; date?: string; reportId?: string } | null;
}

export interface GheAgents {
  agents: GheAgent[];
  omitted: { reason: string; source: { file?: string }; dailyDosePct?: number }[];
  warnings: { kind: string; measurementId?: string; date?: string }[];
}

export interface SavedMeasurement {
  id: string;
  domain: string;
  fileName: string;
  description: string;
  createdAt: string;
  /** The viewer's saved state (heat: `heat.options` with the norm and M of the analysis). */
  state?: Record<string, unknown>;
  /** Who saved it (an owner or member of the company) and whether it is the caller. */
  savedBy: string;
  mine: boolean;
}

const keys = {
  workers: (companyId: string) => ['esocial', 'workers', companyId] as const,
  ghes: (companyId: string) => ['esocial', 'ghes', companyId] as const,
  agents: (gheId: string) => ['esocial', 'agents', gheId] as const,
};

export const useWorkers = (companyId: string) =>
  useQuery({
    queryKey: keys.workers(companyId),
    queryFn: () => api.get<Worker[]>(`/company/${companyId}/esocial/workers`),
  });

export const useGhes = (companyId: string) =>
  useQuery({
    queryKey: keys.ghes(companyId),
    queryFn: () => api.get<Ghe[]>(`/company/${companyId}/esocial/ghes`),
  });

export const useGheAgents = (gheId: string) =>
  useQuery({
    queryKey: keys.agents(gheId),
    queryFn: () => api.get<GheAgents>(`/esocial/ghes/${gheId}/agents`),
  });

/**
 * The saved measurements the GHE may take: those of every owner and member of its company, searched
 * by description, file name, family and save date.
 */
export const useGheMeasurementOptions = (gheId: string, search: string) =>
  useQuery({
    queryKey: ['esocial', 'measurement-options', gheId, search],
    queryFn: () =>
      api.get<SavedMeasurement[]>(`/esocial/ghes/${gheId}/measurement-options`, {
        query: search ? { search } : {},
      }),
  });

function useEsocialMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['esocial'] }),
  });
}

export const useCreateWorker = (companyId: string) =>
  useEsocialMutation(
    (input: { name: string; cpf: string; registration: string | null; categoryCode: string }) =>
      api.post<Worker>(`/company/${companyId}/esocial/workers`, input),
  );

export type WorkerInput = {
  name: string;
  cpf: string;
  registration: string | null;
  categoryCode: string;
  active?: boolean;
};

export const useUpdateWorker = () =>
  useEsocialMutation(({ id, ...body }: WorkerInput & { id: string }) =>
    api.put<Worker>(`/esocial/workers/${id}`, body),
  );

export const useSaveGhe = (companyId: string) =>
  useEsocialMutation((input: GheInput & { id?: string }) => {
    const { id, ...body } = input;
    return id
      ? api.put<Ghe>(`/esocial/ghes/${id}`, body)
      : api.post<Ghe>(`/company/${companyId}/esocial/ghes`, body);
  });

export const useAddGheWorker = (gheId: string) =>
  useEsocialMutation((input: { workerId: string; startDate: string }) =>
    api.post<Ghe>(`/esocial/ghes/${gheId}/workers`, input),
  );

export const useUpdateMembership = (gheId: string) =>
  useEsocialMutation(
    ({ membershipId, ...body }: { membershipId: string; startDate: string; endDate: string | null }) =>
      api.put<Ghe>(`/esocial/ghes/${gheId}/workers/${membershipId}`, body),
  );

/** Takes a worker out of the GHE (the membership is deleted: its period leaves the worker's events). */
export const useRemoveGheWorker = (gheId: string) =>
  useEsocialMutation((membershipId: string) =>
    api.delete<Ghe>(`/esocial/ghes/${gheId}/workers/${membershipId}`),
  );

/** Records the measurement that stands for an agent; '' forgets the choice (the highest again). */
export const useChooseAgentMeasurement = (gheId: string) =>
  useEsocialMutation(({ code, measurementId }: { code: string; measurementId: string }) =>
    measurementId
      ? api.put<GheAgents>(`/esocial/ghes/${gheId}/agents`, { code, measurementId })
      : api.delete<GheAgents>(`/esocial/ghes/${gheId}/agents/${code}`),
  );

export const useAddGheMeasurement = (gheId: string) =>
  useEsocialMutation((input: { measurementId: string; metabolicRate: number | null }) =>
    api.post<Ghe>(`/esocial/ghes/${gheId}/measurements`, input),
  );

export type ExportKind = 'zip' | 'csv' | 'xlsx';

/** Downloads an export (the server answers a translated error when an event cannot be built). */
export async function downloadExport(path: string, fileName: string): Promise<void> {
  const blob = await api.get<Blob>(path, { responseType: 'blob' });
  downloadBlob(blob, fileName);
}

export const workerEventPath = (workerId: string) => `/esocial/workers/${workerId}/s2240.xml`;
export const companyExportPath = (companyId: string, kind: ExportKind) =>
  `/company/${companyId}/esocial/s2240.${kind}`;

export interface Responsible {
  cpf: string;
  council: 1 | 4 | 9;
  councilDescription: string | null;
  councilNumber: string;
  uf: string;
}

/** The signed-in evaluator's council data (respReg); null until saved. */
export const useResponsible = () =>
  useQuery({
    queryKey: ['esocial', 'responsible'],
    queryFn: () => api.get<Responsible | null>('/esocial/responsible'),
  });

export const useSaveResponsible = () =>
  useEsocialMutation((input: Responsible) => api.put<Responsible>('/esocial/responsible', input));
