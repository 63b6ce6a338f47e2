import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Chat } from '@podbridge/shared/types';
import { messageKeys } from '../live/keys';

/** POST /user_messages/blocks/ {user_id}: their messages no longer reach you; they are not told. */
export async function blockUser(userId: number): Promise<void> {
  await api.post('/user_messages/blocks/', { body: { user_id: userId } });
}

/** DELETE /user_messages/blocks/{user_id}/. */
export async function unblockUser(userId: number): Promise<void> {
  await api.delete('/user_messages/blocks/{user_id}/', { path: { user_id: userId } });
}

/** Blocks or unblocks the other user of a chat; the chat shows the new state. */
export function useBlockToggle(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => (block ? blockUser(userId) : unblockUser(userId)),
    onSuccess: (_result, block) => {
      client.setQueryData<Chat>(messageKeys.chat(userId), (chat) => (chat ? { ...chat, is_blocked: block } : chat));
    },
  });
}
