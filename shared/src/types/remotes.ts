import type { ComponentType } from 'react';

/** The five independently deployed remotes, by federation name. */
export const REMOTE_NAMES = ['account', 'podcasts', 'experts', 'messaging', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** `<remote>/routes`: renders the remote's own `<Routes>` for the absolute paths it owns. */
export type RemoteRoutesContract = ComponentType;

/** `podcasts/FeaturedPodcasts` and `experts/ExpertSpotlights`: the home page's sections, fetching their own data. */
export type HomeSectionContract = ComponentType;

/** `messaging/MessageDialog`: the dialog detail pages open to write to a podcaster or an expert. */
export interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** `display_name` (an expert's profile name) titles the dialog when given; older callers pass the username only. */
  recipient: { id: number; username: string; display_name?: string };
  /** Text to start the message with (the writer changes it before sending), e.g. an expert's pitch to a show. */
  draft?: string;
}
export type MessageDialogContract = ComponentType<MessageDialogProps>;

/**
 * `podcasts/MyPodcasts`: the signed-in podcaster's own podcasts (GET /podcasts/my-podcasts/), fetched by the widget.
 * 'summary' is My Profile's (/profile) card: "My Podcasts" with Create New Podcast, a row per show with View and
 * Edit. 'manage' is the podcaster profile's (/podcaster/profile) section: "My Podcasts (n)" and a card per show
 * (100-character description) with View, Edit and Delete with confirmation; the empty state offers Create New Podcast.
 */
export interface MyPodcastsProps {
  variant: 'summary' | 'manage';
}
export type MyPodcastsContract = ComponentType<MyPodcastsProps>;

/**
 * `experts/ExpertProfileEditor`: My Profile's Edit Profile dialog for the signed-in expert's own profile (loaded
 * and saved through /experts/my-profile/, with its field rules, server field errors and the toast on success).
 */
export interface ExpertProfileEditorProps {
  onClose: () => void;
  /** After a successful save (the dialog has told the user); the host shows the saved profile. */
  onSaved: () => void;
}
export type ExpertProfileEditorContract = ComponentType<ExpertProfileEditorProps>;

/**
 * `messaging/InviteDialog`: a podcaster invites an expert to record an episode (POST /bookings/): one of their
 * podcasts (published, or new and awaiting review), a topic, remote or in person, 1-3 proposed times in a time zone, a recording link and a note.
 * Opened from an expert's page and from a chat with an expert.
 */
export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The expert's user id and what to call them in the dialog. */
  expert: { id: number; name: string };
  /** The podcaster's show to invite them to, chosen in advance (e.g. from the show's suggested guests). */
  podcastId?: number;
}
export type InviteDialogContract = ComponentType<InviteDialogProps>;

/**
 * `messaging/TrackRecord`: what bookings say about a user, on the expert's and the podcaster's pages: the average
 * rating and count, recorded appearances, the share of cancelled or no-show bookings, and the latest reviews
 * (GET /bookings/track_record/{id}/ and /bookings/reviews/?user_id=). Fetches its own data; public.
 */
export interface TrackRecordProps {
  userId: number;
  /** Which side's record it is: an expert's recorded appearances, or a podcaster's episodes recorded with guests. */
  role: 'expert' | 'podcaster';
}
export type TrackRecordContract = ComponentType<TrackRecordProps>;

/**
 * `messaging/NavCount`: the count beside one of a signed-in user's nav links, in the shell's navigation bar:
 * 'messages' the unread messages over every conversation (beside Messages), 'bookings' the booking requests waiting
 * for the user's answer (beside Bookings). The link's text is followed by the count (hidden from screen readers) and a
 * visually hidden " (3 unread)" / " (2 waiting for you)", so the link is named "Messages (3 unread)"; test ids
 * `unread-messages` and `waiting-bookings`. Renders nothing at 0. Fetches its own data, and while mounted holds the
 * page's live event stream, which keeps the count current without a reload (the messaging remote owns it).
 */
export interface NavCountProps {
  kind: 'messages' | 'bookings';
}
export type NavCountContract = ComponentType<NavCountProps>;

/**
 * `experts/SuggestedGuests`: "Suggested guests for <show>" (GET /podcasts/{id}/suggested-guests/) for the signed-in
 * podcaster: up to 12 experts with their reasons in words, each with View profile, Invite and "Not relevant". With a
 * `podcastId` it is that show's (its page); without, the podcaster picks among their shows (My Profile). Fetches its
 * own data; renders nothing for anyone but a podcaster.
 */
export interface SuggestedGuestsProps {
  podcastId?: number;
}
export type SuggestedGuestsContract = ComponentType<SuggestedGuestsProps>;

/**
 * `podcasts/SuggestedShows`: "Shows looking for guests like you" (GET /experts/profile/suggested-shows/) on the
 * signed-in expert's My Profile: up to 12 published shows with their reasons, each with View, "Pitch yourself" (the
 * message dialog with a draft naming the show and topic) and "Not relevant". Fetches its own data.
 */
export type SuggestedShowsContract = ComponentType;

/** What each exposed module id resolves to; `loadRemote` in the shell is typed from this. */
export interface RemoteModules {
  'account/routes': { default: RemoteRoutesContract };
  'podcasts/routes': { default: RemoteRoutesContract };
  'podcasts/FeaturedPodcasts': { default: HomeSectionContract };
  'podcasts/MyPodcasts': { default: MyPodcastsContract };
  'podcasts/SuggestedShows': { default: SuggestedShowsContract };
  'experts/routes': { default: RemoteRoutesContract };
  'experts/ExpertSpotlights': { default: HomeSectionContract };
  'experts/ExpertProfileEditor': { default: ExpertProfileEditorContract };
  'experts/SuggestedGuests': { default: SuggestedGuestsContract };
  'messaging/routes': { default: RemoteRoutesContract };
  'messaging/MessageDialog': { default: MessageDialogContract };
  'messaging/InviteDialog': { default: InviteDialogContract };
  'messaging/TrackRecord': { default: TrackRecordContract };
  'messaging/NavCount': { default: NavCountContract };
  'admin/routes': { default: RemoteRoutesContract };
}
