import type { IconName } from '@podbridge/kit';
import type { ContactRequest } from '../../api/sendContactMessage';

/** Titles are keys of `contact.methods`; an address and a number read the same in every language. */
export const CONTACT_METHODS: readonly { icon: IconName; key: string; value: string | null; href: string | null }[] = [
  { icon: 'mail', key: 'email', value: 'hello@podbridge.se', href: 'mailto:hello@podbridge.se' },
  { icon: 'phone', key: 'phone', value: '+46 8 123 456 78', href: 'tel:+46812345678' },
  { icon: 'pin', key: 'location', value: null, href: null },
];

/** The business hours in display order: keys of `contact.hours` (the day, then its hours). */
export const BUSINESS_HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/** Keys of `contact.responses` (the category, then its time). */
export const RESPONSE_TIMES = ['technical', 'general', 'business'] as const;

/** Keys of `contact.faq`. */
export const FAQ = ['free', 'approval', 'bothRoles', 'contactExpert', 'verification'] as const;

/** The response time the page gives for a message's category; billing and feedback have none listed. */
export const RESPONSE_TIME_OF_CATEGORY: Partial<Record<ContactRequest['category'], (typeof RESPONSE_TIMES)[number]>> = {
  technical: 'technical',
  general: 'general',
  partnership: 'business',
};
