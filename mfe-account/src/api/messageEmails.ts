import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import type { CurrentUserSettings, UserSettingsChanges } from '@podbridge/shared/types';

const settingsKey = (viewerId: number | null) => ['users', 'me', 'settings', viewerId] as const;

/** GET /users/me/: the signed-in account with its settings. */
export async function fetchUserSettings(): Promise<CurrentUserSettings> {
  return api.get('/users/me/');
}

/** PATCH /users/me/ {message_emails}. */
export async function updateUserSettings(changes: UserSettingsChanges): Promise<CurrentUserSettings> {
  return api.patch('/users/me/', { body: changes });
}

/**
 * Whether a message left unread for 15 minutes emails the user. The switch shows the new state at once and goes
 * back if the save fails.
 */
export function useMessageEmails() {
  const client = useQueryClient();
  const key = settingsKey(useViewerId());
  const settings = useQuery({ queryKey: key, queryFn: logFailure('Failed to load settings', fetchUserSettings) });
  const save = useMutation({
    mutationFn: (enabled: boolean) => updateUserSettings({ message_emails: enabled }),
    onMutate: async (enabled) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CurrentUserSettings>(key);
      if (previous) client.setQueryData<CurrentUserSettings>(key, { ...previous, message_emails: enabled });
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
  return { enabled: settings.data?.message_emails, loaded: settings.isSuccess, save };
}
