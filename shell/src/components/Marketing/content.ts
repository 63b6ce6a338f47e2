import type { IconName } from '@podbridge/kit';

/** The hero's and the About page's figures; labels are keys of `marketing.figures`. */
export const MARKETING_FIGURES = [
  { value: '1000+', label: 'experts' },
  { value: '500+', label: 'podcasts' },
  { value: '2000+', label: 'connections' },
] as const;

/** Discover, Connect, Collaborate: keys of `marketing.howItWorks`. */
export const HOW_IT_WORKS = ['discover', 'connect', 'collaborate'] as const;

/** What the product really does, for the home page's and the About page's six cards (keys of `marketing.features`). */
export const PLATFORM_FEATURES: readonly { icon: IconName; key: string }[] = [
  { icon: 'search', key: 'discovery' },
  { icon: 'graduation', key: 'directory' },
  { icon: 'chat', key: 'messaging' },
  { icon: 'heart', key: 'social' },
  { icon: 'star', key: 'featured' },
  { icon: 'check', key: 'reviewed' },
];
