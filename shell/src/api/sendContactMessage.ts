import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { ContactMessage, ContactReceipt } from '@podbridge/shared/types';

export const CONTACT_CATEGORIES = [
  'general',
  'technical',
  'billing',
  'partnership',
  'feedback',
] as const satisfies readonly NonNullable<ContactMessage['category']>[];

/** The form always sends a category (general by default). */
export type ContactRequest = Required<ContactMessage>;

/** The API answers 201 with a receipt; a client may also meet `{success: false, error}` and shows it. */
export type ContactResult = ContactReceipt | { success: false; error?: string };

/** POST /contact/: the team's inbox gets the message. */
export async function sendContactMessage(message: ContactRequest): Promise<ContactResult> {
  const { data } = await apiClient.post<ContactResult>('/contact/', message);
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
