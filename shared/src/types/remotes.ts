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
  recipient: { id: number; username: string };
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

/** What each exposed module id resolves to; `loadRemote` in the shell is typed from this. */
export interface RemoteModules {
  'account/routes': { default: RemoteRoutesContract };
  'podcasts/routes': { default: RemoteRoutesContract };
  'podcasts/FeaturedPodcasts': { default: HomeSectionContract };
  'podcasts/MyPodcasts': { default: MyPodcastsContract };
  'experts/routes': { default: RemoteRoutesContract };
  'experts/ExpertSpotlights': { default: HomeSectionContract };
  'experts/ExpertProfileEditor': { default: ExpertProfileEditorContract };
  'messaging/routes': { default: RemoteRoutesContract };
  'messaging/MessageDialog': { default: MessageDialogContract };
  'admin/routes': { default: RemoteRoutesContract };
}
