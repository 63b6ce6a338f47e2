import { useState } from 'react';
import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { Badge, ReviewBadge, ReviewNotice, wrap } from '@podbridge/kit';
import { useMyExpertProfile } from '@podbridge/mfe-experts/public';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import { SuggestedShowsArea } from '../../components/SuggestionsArea';
import { ExpertProfileEditorSlot } from './ExpertProfileEditorSlot';
import { useAccountTexts } from '../../texts';
import { Facts, ProfileCard } from './ProfileCard';

const Tags = styled.ul`
  ${wrap('xs')}
  justify-content: inherit;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** My Profile for an expert: the profile card with approval status, and Edit Profile from the experts remote. */
export function ExpertView() {
  const { t } = useAccountTexts();
  const query = useMyExpertProfile();
  const [editing, setEditing] = useState(false);
  const states: OwnProfileStates = {
    loading: t('profile.expert.loading'),
    failure: t('profile.expert.failure'),
    missing: {
      message: t('profile.expert.missing'),
      icon: 'graduation',
      create: { to: paths.expertCreate, text: t('profile.expert.create') },
      withHome: true,
    },
  };

  const saved = () => {
    setEditing(false);
    void query.refetch();
  };

  return (
    <OwnProfileGate query={query} states={states}>
      {(profile) => {
        const socialMediaUrl = externalUrl(profile.social_media);
        const years = profile.experience_years;
        return (
          <>
            <ProfileCard
              title={profile.name}
              pictureUrl={profile.profile_picture_url}
              badge={
                profile.is_approved ? (
                  <Badge variant="success">{t('profile.expert.approved')}</Badge>
                ) : (
                  <ReviewBadge item={profile} pendingLabel="pendingApproval" />
                )
              }
              links={[
                { label: t('labels.website'), url: profile.website },
                { label: t('labels.socialMedia'), url: socialMediaUrl },
              ]}
              onEdit={() => setEditing(true)}
            >
              <ReviewNotice item={profile} kind="expert" />
              <Facts>
                <dt>{t('labels.expertise')}</dt>
                <dd>
                  <Tags>
                    {profile.expertise.map((topic) => (
                      <li key={topic}>
                        <Badge variant="primary">{topic}</Badge>
                      </li>
                    ))}
                  </Tags>
                </dd>
                <dt>{t('labels.experience')}</dt>
                <dd>{t('profile.expert.years', { count: years })}</dd>
                <dt>{t('labels.bio')}</dt>
                <dd>{profile.bio}</dd>
                {profile.social_media && !socialMediaUrl && (
                  <>
                    <dt>{t('labels.socialMedia')}</dt>
                    <dd>{profile.social_media}</dd>
                  </>
                )}
              </Facts>
            </ProfileCard>
            <SuggestedShowsArea />
            {editing && <ExpertProfileEditorSlot onClose={() => setEditing(false)} onSaved={saved} />}
          </>
        );
      }}
    </OwnProfileGate>
  );
}
