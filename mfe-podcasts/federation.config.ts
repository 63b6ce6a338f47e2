/**
 * The podcasts remote: listing, detail, create and edit, a podcaster's page; the home page's Featured Podcasts; the
 * owner's My Podcasts; the shows looking for guests like the signed-in expert.
 */
export const federation = {
  name: 'podcasts',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './FeaturedPodcasts': './src/exposes/FeaturedPodcasts.tsx',
    './MyPodcasts': './src/exposes/MyPodcasts.tsx',
    './SuggestedShows': './src/exposes/SuggestedShows.tsx',
  },
};
