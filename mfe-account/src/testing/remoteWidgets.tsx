import type { ExpertProfileEditorProps, MyPodcastsProps, TrackRecordProps } from '@podbridge/shared/types';

/** Stands in for `podcasts/MyPodcasts`: names the variant it was given. */
export function FakeMyPodcasts({ variant }: MyPodcastsProps) {
  return (
    <section aria-label="My Podcasts">
      <h2>My Podcasts</h2>
      <p>{variant} list from the podcasts remote</p>
    </section>
  );
}

/** Stands in for `experts/ExpertProfileEditor`: a dialog that saves or cancels at a click. */
export function FakeExpertProfileEditor({ onClose, onSaved }: ExpertProfileEditorProps) {
  return (
    <div role="dialog" aria-label="Edit Profile">
      <button type="button" onClick={onSaved}>
        Save Changes
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

/** Stands in for `messaging/TrackRecord`: names whose record it shows. */
export function FakeTrackRecord({ userId, role }: TrackRecordProps) {
  return <p>{`Track record of ${role} ${userId}`}</p>;
}

/** Stands in for `experts/SuggestedGuests`. */
export function FakeSuggestedGuests() {
  return <p>Suggested guests from the experts remote</p>;
}

/** Stands in for `podcasts/SuggestedShows`. */
export function FakeSuggestedShows() {
  return <p>Suggested shows from the podcasts remote</p>;
}

/** What the mocked federation runtime answers for each module the account remote shows. */
export const FAKE_REMOTE_MODULES: Record<string, unknown> = {
  'podcasts/MyPodcasts': { default: FakeMyPodcasts },
  'experts/ExpertProfileEditor': { default: FakeExpertProfileEditor },
  'messaging/TrackRecord': { default: FakeTrackRecord },
  'experts/SuggestedGuests': { default: FakeSuggestedGuests },
  'podcasts/SuggestedShows': { default: FakeSuggestedShows },
};
