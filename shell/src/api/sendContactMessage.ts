import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';

export const CONTACT_CATEGORIES = ['general', 'technical', 'billing', 'partnership', 'feedback'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
}

export interface ContactResponse {
  success: boolean;
  message?: string;
  error?: string;
}

/** POST /contact/: the team's inbox gets the message. */
export async function sendContactMessage(message: ContactMessage): Promise<ContactResponse> {
  const { data } = await apiClient.post<ContactResponse>('/contact/', message);
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
