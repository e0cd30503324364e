import { type Profile, type UpdateProfileRequest, unwrap } from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationQuery } from '@/lib/operation-query';
import { userProfileQuery } from '@/session/use-user-profile';

/** The signed-in person's own profile (the profile page). */
export const profileQuery = operationQuery('get', '/v2/web/user/profile');

export function useProfile() {
  return useQuery(profileQuery);
}

/**
 * Keeps what the server answered, and reads the signed-in user again: the header's avatar and
 * name, and the language the app reads in, come from it.
 */
function useProfileChanged() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQuery.queryKey, profile);
    void queryClient.invalidateQueries({ queryKey: userProfileQuery.queryKey });
  };
}

export function useUpdateProfile() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      unwrap(apiClient.PUT('/v2/web/user/profile', { body })),
    onSuccess: changed,
  });
}

export function uploadProfilePicture(file: File): Promise<Profile> {
  return unwrap(
    apiClient.PUT('/v2/web/user/profile/picture', {
      body: { picture: file },
      bodySerializer: () => {
        const form = new FormData();
        form.append('picture', file, file.name);
        return form;
      },
    }),
  );
}

export function useUploadProfilePicture() {
  const changed = useProfileChanged();
  return useMutation({ mutationFn: uploadProfilePicture, onSuccess: changed });
}

export function useRemoveProfilePicture() {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: () => unwrap(apiClient.DELETE('/v2/web/user/profile/picture')),
    onSuccess: changed,
  });
}

/** After the phone flow changed the number: the page and the signed-in user read it again. */
export function usePhoneChanged() {
  return useProfileChanged();
}
