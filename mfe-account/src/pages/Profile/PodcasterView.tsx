import { useState } from 'react';
import { capitalize } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { useMyPodcasterProfile } from '../../api/getMyPodcasterProfile';
import { MyPodcastsArea } from '../../components/MyPodcastsArea';
import { SuggestedGuestsArea } from '../../components/SuggestionsArea';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import { EditPodcasterProfileModal } from './EditPodcasterProfileModal';
import { useAccountTexts } from '../../texts';
import { Facts, ProfileCard } from './ProfileCard';

/** My Profile for a podcaster: profile card with Edit Profile, then My Podcasts from the podcasts remote. */
export function PodcasterView() {
  const { t } = useAccountTexts();
  const query = useMyPodcasterProfile();
  const [editing, setEditing] = useState(false);
  const states: OwnProfileStates = {
    loading: t('profile.podcaster.loading'),
    failure: t('profile.podcaster.failure'),
    missing: {
      message: t('profile.podcaster.missing'),
      icon: 'mic',
      create: { to: paths.podcasterProfileCreateAlias, text: t('actions.createPodcasterProfile') },
      withHome: true,
    },
  };

  return (
    <OwnProfileGate query={query} states={states}>
      {(profile) => (
        <>
          <ProfileCard
            title={profile.channel_name || t('profile.podcaster.untitled')}
            pictureUrl={profile.profile_picture_url}
            links={[
              { label: t('labels.website'), url: profile.website },
              ...Object.entries(profile.social_links).map(([network, url]) => ({ label: capitalize(network), url })),
            ]}
            onEdit={() => setEditing(true)}
          >
            <Facts>
              <dt>{t('labels.username')}</dt>
              <dd>@{profile.user.username}</dd>
              {profile.bio && (
                <>
                  <dt>{t('labels.bio')}</dt>
                  <dd>{profile.bio}</dd>
                </>
              )}
            </Facts>
          </ProfileCard>
          <MyPodcastsArea variant="summary" />
          <SuggestedGuestsArea />
          {editing && <EditPodcasterProfileModal profile={profile} onClose={() => setEditing(false)} />}
        </>
      )}
    </OwnProfileGate>
  );
}
