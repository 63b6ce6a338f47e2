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

export const PLATFORM_FEATURES = [
  { icon: 'search', title: 'Podcast Discovery', text: 'Find shows by category, topic and language with fast search.' },
  { icon: 'graduation', title: 'Expert Profiles', text: 'Showcase your expertise, experience and links in one place.' },
  { icon: 'chat', title: 'Direct Messaging', text: 'Talk to podcasters and experts without leaving PodBridge.' },
  { icon: 'bookmark', title: 'Bookmarks', text: 'Keep the podcasts and experts you like close at hand.' },
  { icon: 'star', title: 'Featured Content', text: 'Get spotted in our featured lists and weekly newsletter.' },
  { icon: 'globe', title: 'Global Network', text: 'Reach guests and shows from Sweden and around the world.' },
] as const;
