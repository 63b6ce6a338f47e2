import { useMutation } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
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

/** POST /contact/: the team's inbox gets the message; 201 with a receipt. */
export async function sendContactMessage(message: ContactRequest): Promise<ContactReceipt> {
  return api.post('/contact/', { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
