export const MARKETING_FIGURES = [
  { value: '1000+', label: 'Experts' },
  { value: '500+', label: 'Podcasts' },
  { value: '2000+', label: 'Connections' },
] as const;

export const HOW_IT_WORKS = [
  { title: 'Discover', text: 'Browse podcasts by category or search the expert directory for the right voice.' },
  { title: 'Connect', text: 'Send a direct message to introduce yourself and agree on a topic and a date.' },
  { title: 'Collaborate', text: 'Record a great episode together and grow both your audiences.' },
] as const;

/** What the product really does, for the home page's and the About page's six cards. */
export const PLATFORM_FEATURES = [
  { icon: 'search', title: 'Podcast Discovery', text: 'Find shows by category, or by any word of their title and description.' },
  {
    icon: 'graduation',
    title: 'Expert Directory',
    text: 'Search experts by name, expertise or category; publish your own profile with your experience and links.',
  },
  {
    icon: 'chat',
    title: 'Direct Messaging',
    text: 'Talk to podcasters and experts without leaving PodBridge; new messages arrive live, and an email tells you when one waits. Block or report anyone who misbehaves.',
  },
  {
    icon: 'heart',
    title: 'Likes, Comments and Saved Items',
    text: 'Like the shows and experts you enjoy, join the conversation on each one, and save them to find them again on any device.',
  },
  { icon: 'star', title: 'Featured Content', text: 'Our team features standout podcasts and experts on the home page.' },
  { icon: 'check', title: 'Reviewed Listings', text: 'Every podcast and expert profile is reviewed by our team before it is published.' },
] as const;
