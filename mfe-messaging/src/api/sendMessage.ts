import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { NewUserMessage, UserMessage } from '@podbridge/shared/types';
import { addMessageToChat } from '../live/chatCache';
import { messageKeys } from '../live/keys';

/** POST /user_messages/: {receiver_id, content}; 201 with the message. */
export async function sendMessage(message: NewUserMessage): Promise<UserMessage> {
  return api.post('/user_messages/', { body: message });
}

/** Sends a message; it shows in its chat at once and the conversation list moves it to the top. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { receiver_id }) => {
      addMessageToChat(client, receiver_id, message);
      void client.invalidateQueries({ queryKey: messageKeys.conversations });
    },
  });
}
