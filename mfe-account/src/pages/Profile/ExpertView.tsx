import { useState } from 'react';
import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/forms';
import { countOf } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { Badge, ReviewBadge, ReviewNotice, theme } from '@podbridge/shared/ui';
import { useMyExpertProfile } from '../../api/getMyExpertProfile';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import { ExpertProfileEditorSlot } from './ExpertProfileEditorSlot';
import { Facts, ProfileCard } from './ProfileCard';

const STATES: OwnProfileStates = {
  loading: 'Loading your expert profile...',
  failure: 'Failed to load expert profile. Please try again later.',
  missing: {
    message: "You don't have an expert profile yet. Please create one to get started.",
    icon: 'graduation',
    create: { to: paths.expertCreate, text: 'Create Expert Profile' },
    withHome: true,
  },
};

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: inherit;
  gap: ${theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** My Profile for an expert: the profile card with approval status, and Edit Profile from the experts remote. */
export function ExpertView() {
  const query = useMyExpertProfile();
  const [editing, setEditing] = useState(false);

  const saved = () => {
    setEditing(false);
    void query.refetch();
  };

  return (
    <OwnProfileGate query={query} states={STATES}>
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
                  <Badge variant="success">Approved</Badge>
                ) : (
                  <ReviewBadge item={profile} pendingLabel="pendingApproval" />
                )
              }
              links={[
                { label: 'Website', url: profile.website },
                { label: 'Social media', url: socialMediaUrl },
              ]}
              onEdit={() => setEditing(true)}
            >
              <ReviewNotice item={profile} kind="expert" />
              <Facts>
                <dt>Expertise</dt>
                <dd>
                  <Tags>
                    {profile.expertise.map((topic) => (
                      <li key={topic}>
                        <Badge variant="primary">{topic}</Badge>
                      </li>
                    ))}
                  </Tags>
                </dd>
                <dt>Experience</dt>
                <dd>{countOf(years, 'year', 'years')}</dd>
                <dt>Bio</dt>
                <dd>{profile.bio}</dd>
                {profile.social_media && !socialMediaUrl && (
                  <>
                    <dt>Social media</dt>
                    <dd>{profile.social_media}</dd>
                  </>
                )}
              </Facts>
            </ProfileCard>
            {editing && <ExpertProfileEditorSlot onClose={() => setEditing(false)} onSaved={saved} />}
          </>
        );
      }}
    </OwnProfileGate>
  );
}
