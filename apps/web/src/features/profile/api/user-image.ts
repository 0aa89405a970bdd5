import type { User } from '@ohp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { type AccountImage, accountImagePath, accountImageQueryOptions } from '../../../lib/account-image';
import { userQueryKey } from './get-user';

/** The two images of the account: the profile photo and the company logo (printed on reports). */
export type ImageSlot = AccountImage;

/** PNG, JPG or JPEG; the server checks the content, this only filters the file picker. */
export const imageAccept = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** The image as a Blob (query shared with the header's avatar); only asked for when the user has it. */
export function useUserImage(slot: ImageSlot, enabled: boolean) {
  return useQuery({ ...accountImageQueryOptions(slot), enabled });
}

/** POST (multipart, one file) to the image's path; answers the updated user. */
export function uploadUserImage({ slot, file }: { slot: ImageSlot; file: File }): Promise<User> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<User>(accountImagePath[slot], body);
}

/** DELETE the image; answers the updated user. */
export function removeUserImage(slot: ImageSlot): Promise<User> {
  return api.delete<User>(accountImagePath[slot]);
}

/**
 * The answer replaces the cached user and the session's user (the header reads `hasPhoto` there),
 * and the image query is fetched again, so the profile and the header show the new image at once.
 */
function useImageMutation<T>(mutationFn: (input: T) => Promise<User>, slotOf: (input: T) => ImageSlot) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (user, input) => {
      queryClient.setQueryData(userQueryKey, user);
      sessionStore.setUser(user);
      const { queryKey } = accountImageQueryOptions(slotOf(input));
      await queryClient.invalidateQueries({ queryKey });
      if (!user[slotOf(input) === 'photo' ? 'hasPhoto' : 'hasCompanyLogo'])
        queryClient.removeQueries({ queryKey });
    },
  });
}

export function useUploadUserImage() {
  return useImageMutation(uploadUserImage, (input) => input.slot);
}

export function useRemoveUserImage() {
  return useImageMutation(removeUserImage, (slot) => slot);
}
