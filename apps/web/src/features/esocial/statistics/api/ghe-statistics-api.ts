// The GHE statistics routes of the server (docs/statistics.md "Where it shows").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { downloadBlob } from '../../../../lib/download-blob';

export type Verdict = 'compliant' | 'noncompliant' | 'inconclusive';

export interface GroupStatistics {
  n: number;
  gm: number;
  gsd: number;
  mean: number;
  mvue: number;
  p95: number;
  utl9595: number;
  utl9570: number;
  exceedance: number;
  exceedanceUcl95: number;
  aihaCategory: 0 | 1 | 2 | 3 | 4;
  en689Preliminary: Verdict | null;
  en689Statistical: Verdict | null;
  shapiroWilk: { w: number; p: number } | null;
  bayes: { categoryProbabilities: number[]; p95AboveOelProbability: number } | null;
  gmDb?: number;
  p95Db?: number;
  utl9595Db?: number;
  utl9570Db?: number;
}

export interface StatisticMeasurement {
  measurementId: string;
  fileName: string;
  serialNumber: string | null;
  date: string;
  value: number | null;
  excluded: { reason: string; by: string | null; at: string } | null;
}

export interface AgentStatistics {
  agent: string;
  unit: string;
  oel: number;
  exchangeRate: 3 | 5 | null;
  measurements: StatisticMeasurement[];
  statistics: GroupStatistics | null;
  error: { key: string; values: Record<string, string | number> } | null;
}

const key = (gheId: string) => ['ghe-statistics', gheId] as const;

export const useGheStatistics = (gheId: string) =>
  useQuery({
    queryKey: key(gheId),
    queryFn: () => api.get<{ agents: AgentStatistics[] }>(`/esocial/ghes/${gheId}/statistics`),
  });

export function useExclusion(gheId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { measurementId: string; reason: string | null }) => {
      const path = `/esocial/ghes/${gheId}/statistics/exclusions/${input.measurementId}`;
      return input.reason === null
        ? api.delete<{ agents: AgentStatistics[] }>(path)
        : api.put<{ agents: AgentStatistics[] }>(path, { reason: input.reason });
    },
    onSuccess: (data) => queryClient.setQueryData(key(gheId), data),
  });
}

/** Downloads the GHE report PDF of one agent (the server answers a translated refusal under 3 values). */
export async function downloadGheReport(gheId: string, gheCode: string, agent: string): Promise<void> {
  const blob = await api.get<Blob>(`/esocial/ghes/${gheId}/statistics/${agent}/report.pdf`, {
    responseType: 'blob',
  });
  downloadBlob(blob, `GHE-${gheCode}-${agent}.pdf`);
}
