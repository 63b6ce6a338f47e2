import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Alert, Badge, PageSpinner, theme } from '@podbridge/shared/ui';
import { fetchMyExpertProfile, linkableUrl } from '../../api';
import { EditExpertProfileModal } from './EditExpertProfileModal';
import { expertiseList } from './expertFields';
import { NoProfile } from './NoProfile';
import { Facts, ProfileCard } from './ProfileCard';
import { useOwnProfile } from './useOwnProfile';

export const EXPERT_PROFILE_MISSING = "You don't have an expert profile yet. Please create one to get started.";
export const EXPERT_PROFILE_FAILURE = 'Failed to load expert profile. Please try again later.';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: inherit;
  gap: ${theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** My Profile for an expert: the profile card with approval status and Edit Profile. */
export function ExpertView() {
  const { state, replace } = useOwnProfile(fetchMyExpertProfile, EXPERT_PROFILE_FAILURE);
  const [editing, setEditing] = useState(false);

  if (state.status === 'loading') return <PageSpinner text="Loading your expert profile..." />;
  if (state.status === 'failed') return <Alert variant="error">{EXPERT_PROFILE_FAILURE}</Alert>;
  if (state.status === 'missing') {
    return (
      <NoProfile
        icon="graduation"
        message={EXPERT_PROFILE_MISSING}
        create={{ to: paths.expertCreate, text: 'Create Expert Profile' }}
      />
    );
  }

  const { profile } = state;
  const socialMediaUrl = linkableUrl(profile.social_media);
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
            <Badge variant="warning">Pending Approval</Badge>
          )
        }
        links={[
          { label: 'Website', url: profile.website },
          { label: 'Social media', url: socialMediaUrl },
        ]}
        onEdit={() => setEditing(true)}
      >
        <Facts>
          <dt>Expertise</dt>
          <dd>
            <Tags>
              {expertiseList(profile.expertise).map((topic) => (
                <li key={topic}>
                  <Badge variant="primary">{topic}</Badge>
                </li>
              ))}
            </Tags>
          </dd>
          <dt>Experience</dt>
          <dd>
            {years} {years === 1 ? 'year' : 'years'}
          </dd>
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
      {editing && (
        <EditExpertProfileModal
          profile={profile}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            replace(saved);
          }}
        />
      )}
    </>
  );
}
