/** The messaging remote: the inbox, user search and chat; the detail pages' Message dialog. */
export const federation = {
  name: 'messaging',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './MessageDialog': './src/exposes/MessageDialog.tsx',
  },
};
