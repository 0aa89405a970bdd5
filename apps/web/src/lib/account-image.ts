import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api-client';
import { useSession } from './use-session';

// Apart from use-session.ts, which the entry imports: the sign-in page carries no query observer
// (TanStack's useQuery, ≈ 4 KB gzip) for images only a signed-in header shows.

/** The two images of the account: the profile photo and the company logo (printed on reports). */
export type AccountImage = 'photo' | 'companyLogo';

export const accountImagePath: Record<AccountImage, string> = {
  photo: '/user/photo',
  companyLogo: '/user/company-logo',
};

/**
 * GET /api/user/photo or /api/user/company-logo as a Blob (an <img src> cannot send the bearer
 * token). One query key per image, shared by the header's avatar and the profile page, so that a
 * change on the profile shows in the header at once (the profile's mutations invalidate it).
 */
export function accountImageQueryOptions(slot: AccountImage) {
  return queryOptions({
    queryKey: ['user', 'image', slot] as const,
    queryFn: () => api.get<Blob>(accountImagePath[slot], { responseType: 'blob', skipLoading: true }),
    staleTime: 0,
  });
}

/** A blob: URL for a Blob, revoked when the Blob changes or the component unmounts. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The signed-in user's photo as a blob: URL, or undefined when there is none (yet). */
export function useSessionPhotoUrl(): string | undefined {
  const { status, user } = useSession();
  const hasPhoto = status === 'loggedIn' && user?.hasPhoto === true;
  const photo = useQuery({ ...accountImageQueryOptions('photo'), enabled: hasPhoto });
  return useObjectUrl(hasPhoto ? photo.data : undefined);
}
