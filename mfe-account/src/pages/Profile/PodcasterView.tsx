import { useState } from 'react';
import { capitalize } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { useMyPodcasterProfile } from '../../api/getMyPodcasterProfile';
import { MyPodcastsArea } from '../../components/MyPodcastsArea';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import { EditPodcasterProfileModal } from './EditPodcasterProfileModal';
import { Facts, ProfileCard } from './ProfileCard';

const STATES: OwnProfileStates = {
  loading: 'Loading your podcaster profile...',
  failure: 'Failed to load podcaster profile. Please try again later.',
  missing: {
    message: "You don't have a podcaster profile yet. Please create one to get started.",
    icon: 'mic',
    create: { to: paths.podcasterProfileCreateAlias, text: 'Create Podcaster Profile' },
    withHome: true,
  },
};

/** My Profile for a podcaster: profile card with Edit Profile, then My Podcasts from the podcasts remote. */
export function PodcasterView() {
  const query = useMyPodcasterProfile();
  const [editing, setEditing] = useState(false);

  return (
    <OwnProfileGate query={query} states={STATES}>
      {(profile) => (
        <>
          <ProfileCard
            title={profile.channel_name || 'Podcaster profile'}
            pictureUrl={profile.profile_picture_url}
            links={[
              { label: 'Website', url: profile.website },
              ...Object.entries(profile.social_links).map(([network, url]) => ({ label: capitalize(network), url })),
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
          <MyPodcastsArea variant="summary" />
          {editing && <EditPodcasterProfileModal profile={profile} onClose={() => setEditing(false)} />}
        </>
      )}
    </OwnProfileGate>
  );
}
