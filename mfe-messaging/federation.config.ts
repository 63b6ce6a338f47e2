/**
 * The messaging remote: the inbox, user search and chat, and bookings; the detail pages' Message and Invite dialogs,
 * the profiles' track record and the counts beside the shell's Messages and Bookings links.
 *
 * It owns the messages, the bookings and the page's live event stream (src/live/): their query keys, the caches the
 * stream writes, and the stream itself, held by `./NavCount` on every signed-in page and by the Messages and
 * Bookings pages. Exposed modules share this container's module instances, so the page holds one stream.
 */
export const federation = {
  name: 'messaging',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './MessageDialog': './src/exposes/MessageDialog.tsx',
    './InviteDialog': './src/exposes/InviteDialog.tsx',
    './TrackRecord': './src/exposes/TrackRecord.tsx',
    './NavCount': './src/exposes/NavCount.tsx',
  },
};
