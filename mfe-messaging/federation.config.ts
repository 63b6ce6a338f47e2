/**
 * The messaging remote: the inbox, user search and chat, and bookings; the detail pages' Message and Invite dialogs
 * and the profiles' track record.
 */
export const federation = {
  name: 'messaging',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './MessageDialog': './src/exposes/MessageDialog.tsx',
    './InviteDialog': './src/exposes/InviteDialog.tsx',
    './TrackRecord': './src/exposes/TrackRecord.tsx',
  },
};
