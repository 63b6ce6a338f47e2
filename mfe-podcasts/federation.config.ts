/** The podcasts remote: listing, detail, create and edit; the home page's Featured Podcasts. */
export const federation = {
  name: 'podcasts',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './FeaturedPodcasts': './src/exposes/FeaturedPodcasts.tsx',
  },
};
