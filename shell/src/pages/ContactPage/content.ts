export const CONTACT_METHODS = [
  { icon: 'mail', title: 'Email', value: 'hello@podbridge.se', href: 'mailto:hello@podbridge.se' },
  { icon: 'phone', title: 'Phone', value: '+46 8 123 456 78', href: 'tel:+46812345678' },
  { icon: 'pin', title: 'Location', value: 'Sveavägen 1, 111 57 Stockholm, Sweden', href: null },
] as const;

/** As spec section 2 writes them. */
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9:00-18:00 CET' },
  { days: 'Sat', hours: '10:00-16:00 CET' },
  { days: 'Sun', hours: 'closed' },
] as const;

export const RESPONSE_TIMES = [
  { category: 'Technical support', time: 'within 24 hours' },
  { category: 'General questions', time: 'within 48 hours' },
  { category: 'Business and partnerships', time: 'within 72 hours' },
] as const;

export const FAQ = [
  {
    question: 'Is PodBridge free to use?',
    answer: 'Yes. Creating an account and a profile, listing your podcasts and messaging are all free.',
  },
  {
    question: 'How long does podcast approval take?',
    answer: 'Our team reviews every new podcast, usually within 24 hours.',
  },
  {
    question: 'Can I be both a podcaster and an expert?',
    answer: 'Each account has one type. Register a second account with another email address for the other role.',
  },
  {
    question: 'How do I contact an expert?',
    answer: 'Sign in, open the expert’s profile and choose Message Expert, or search for them under Messages.',
  },
  {
    question: 'I did not receive my verification email. What now?',
    answer: 'Check your spam folder, then use “Resend verification email” on the sign-in page.',
  },
] as const;
