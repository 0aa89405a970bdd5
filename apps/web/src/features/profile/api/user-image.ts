import type { User } from '@ohp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** The two images of the account: the profile photo and the company logo (printed on reports). */
export type ImageSlot = 'photo' | 'companyLogo';

const imagePath: Record<ImageSlot, string> = { photo: '/user/photo', companyLogo: '/user/company-logo' };

/** PNG, JPG or JPEG; the server checks the content, this only filters the file picker. */
export const imageAccept = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/**
 * GET /api/user/photo or /api/user/company-logo with the bearer token (an <img src> cannot send
 * it), as a Blob for a blob: URL. Only asked for when the user has the image.
 */
export function getUserImage(slot: ImageSlot): Promise<Blob> {
  return api.get<Blob>(imagePath[slot], { responseType: 'blob', skipLoading: true });
}

export const userImageQueryKey = (slot: ImageSlot) => ['user', 'image', slot] as const;

export function userImageQueryOptions(slot: ImageSlot) {
  return queryOptions({ queryKey: userImageQueryKey(slot), queryFn: () => getUserImage(slot), staleTime: 0 });
}

export function useUserImage(slot: ImageSlot, enabled: boolean) {
  return useQuery({ ...userImageQueryOptions(slot), enabled });
}

/** POST (multipart, one file) to the image's path; answers the updated user. */
export function uploadUserImage({ slot, file }: { slot: ImageSlot; file: File }): Promise<User> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<User>(imagePath[slot], body);
}

/** DELETE the image; answers the updated user. */
export function removeUserImage(slot: ImageSlot): Promise<User> {
  return api.delete<User>(imagePath[slot]);
}

function useImageMutation<T>(mutationFn: (input: T) => Promise<User>, slotOf: (input: T) => ImageSlot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (user, input) => {
      queryClient.setQueryData(userQueryKey, user);
      const key = userImageQueryKey(slotOf(input));
      await queryClient.invalidateQueries({ queryKey: key });
      if (!user[slotOf(input) === 'photo' ? 'hasPhoto' : 'hasCompanyLogo'])
        queryClient.removeQueries({ queryKey: key });
    },
  });
}

export function useUploadUserImage() {
  return useImageMutation(uploadUserImage, (input) => input.slot);
}

export function useRemoveUserImage() {
  return useImageMutation(removeUserImage, (slot) => slot);
}
