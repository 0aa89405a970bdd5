import type { DeviceFamily, SupportItem } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../../lib/api-client';

/** GET /api/videos?device=: support videos in my language. */
export const getVideos = (device?: DeviceFamily): Promise<SupportItem[]> =>
  api.get<SupportItem[]>('/videos', { query: { device } });

export const videosQueryOptions = (device?: DeviceFamily) =>
  queryOptions({ queryKey: ['support', 'videos', device ?? 'all'], queryFn: () => getVideos(device) });

export const useVideos = (device?: DeviceFamily) => useQuery(videosQueryOptions(device));

/** GET /api/videos/{id}/stream: the <video> element seeks with range requests (206). */
export const videoStreamUrl = (id: string) => buildUrl(`/videos/${encodeURIComponent(id)}/stream`);
export const videoPosterUrl = (id: string) => buildUrl(`/videos/${encodeURIComponent(id)}/poster`);
