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

/** What each exposed module id resolves to; `loadRemote` in the shell is typed from this. */
export interface RemoteModules {
  'account/routes': { default: RemoteRoutesContract };
  'podcasts/routes': { default: RemoteRoutesContract };
  'podcasts/FeaturedPodcasts': { default: HomeSectionContract };
  'experts/routes': { default: RemoteRoutesContract };
  'experts/ExpertSpotlights': { default: HomeSectionContract };
  'messaging/routes': { default: RemoteRoutesContract };
  'messaging/MessageDialog': { default: MessageDialogContract };
  'admin/routes': { default: RemoteRoutesContract };
}
