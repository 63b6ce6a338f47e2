/**
 * The experts remote: directory, detail, create and edit; the home page's Expert Spotlights; My Profile's editor; a
 * podcaster's suggested guests (a show's page and My Profile).
 */
export const federation = {
  name: 'experts',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './ExpertSpotlights': './src/exposes/ExpertSpotlights.tsx',
    './ExpertProfileEditor': './src/exposes/ExpertProfileEditor.tsx',
    './SuggestedGuests': './src/exposes/SuggestedGuests.tsx',
  },
};
