import { useState } from 'react';
import { capitalize } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { Alert, PageSpinner } from '@podbridge/shared/ui';
import { fetchMyPodcasterProfile, fetchMyPodcasts, type OwnPodcast, type PodcasterProfile } from '../../api';
import { EditPodcasterProfileModal } from './EditPodcasterProfileModal';
import { NoProfile } from './NoProfile';
import { Facts, ProfileCard } from './ProfileCard';
import { ProfilePodcastList } from './ProfilePodcastList';
import { useOwnProfile } from './useOwnProfile';

export const PODCASTER_PROFILE_MISSING = "You don't have a podcaster profile yet. Please create one to get started.";
export const PODCASTER_PROFILE_FAILURE = 'Failed to load podcaster profile. Please try again later.';

interface PodcasterPage {
  profile: PodcasterProfile;
  podcasts: OwnPodcast[];
}

async function loadPodcasterPage(): Promise<PodcasterPage | null> {
  const profile = await fetchMyPodcasterProfile();
  return profile && { profile, podcasts: await fetchMyPodcasts() };
}

/** My Profile for a podcaster: profile card with Edit Profile, then My Podcasts. */
export function PodcasterView() {
  const { state, replace } = useOwnProfile(loadPodcasterPage, PODCASTER_PROFILE_FAILURE);
  const [editing, setEditing] = useState(false);

  if (state.status === 'loading') return <PageSpinner text="Loading your podcaster profile..." />;
  if (state.status === 'failed') return <Alert variant="error">{PODCASTER_PROFILE_FAILURE}</Alert>;
  if (state.status === 'missing') {
    return (
      <NoProfile
        icon="mic"
        message={PODCASTER_PROFILE_MISSING}
        create={{ to: paths.podcasterProfileCreateAlias, text: 'Create Podcaster Profile' }}
      />
    );
  }

  const { profile, podcasts } = state.profile;
  return (
    <>
      <ProfileCard
        title={profile.channel_name || 'Podcaster profile'}
        pictureUrl={profile.profile_picture_url}
        links={[
          { label: 'Website', url: profile.website },
          ...Object.entries(profile.social_links ?? {}).map(([network, url]) => ({ label: capitalize(network), url })),
        ]}
        onEdit={() => setEditing(true)}
      >
        <Facts>
          <dt>Username</dt>
          <dd>@{profile.user.username}</dd>
          {profile.bio && (
            <>
              <dt>Bio</dt>
              <dd>{profile.bio}</dd>
            </>
          )}
        </Facts>
      </ProfileCard>
      <ProfilePodcastList podcasts={podcasts} />
      {editing && (
        <EditPodcasterProfileModal
          profile={profile}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            replace({ profile: saved, podcasts });
          }}
        />
      )}
    </>
  );
}
