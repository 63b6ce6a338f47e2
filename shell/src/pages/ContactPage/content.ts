import type { IconName } from '@podbridge/shared/ui';

/** Titles are keys of `contact.methods`; an address and a number read the same in every language. */
export const CONTACT_METHODS: readonly { icon: IconName; key: string; value: string | null; href: string | null }[] = [
  { icon: 'mail', key: 'email', value: 'hello@podbridge.se', href: 'mailto:hello@podbridge.se' },
  { icon: 'phone', key: 'phone', value: '+46 8 123 456 78', href: 'tel:+46812345678' },
  { icon: 'pin', key: 'location', value: null, href: null },
];

/** As spec section 2 writes them: keys of `contact.hours` (the day, then its hours). */
export const BUSINESS_HOURS = ['weekdays', 'saturday', 'sunday'] as const;

/** Keys of `contact.responses` (the category, then its time). */
export const RESPONSE_TIMES = ['technical', 'general', 'business'] as const;

/** Keys of `contact.faq`. */
export const FAQ = ['free', 'approval', 'bothRoles', 'contactExpert', 'verification'] as const;
