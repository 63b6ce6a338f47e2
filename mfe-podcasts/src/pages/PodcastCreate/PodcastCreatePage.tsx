import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { href, paths } from '@podbridge/shared/paths';
import { Card, Container, PageHeader, PageSpinner, theme } from '@podbridge/shared/ui';
import { hasPodcasterProfile } from '../../api';
import { useCategories } from '../../components/useCategories';
import { PodcastCreateForm } from './PodcastCreateForm';
import { ProfileRequired } from './ProfileRequired';

export const CREATE_SUCCESS = 'Podcast created successfully! It will be published after admin approval.';

const Body = styled(Container)`
  max-width: 760px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

type ProfileCheck = 'checking' | 'missing' | 'present';

/** /podcasts/create: needs a podcaster profile (spec section 6); the shell guards login. */
export function PodcastCreatePage() {
  const navigate = useNavigate();
  const { categories } = useCategories();
  const [profile, setProfile] = useState<ProfileCheck>('checking');

  useEffect(() => {
    let current = true;
    hasPodcasterProfile()
      .then((exists) => current && setProfile(exists ? 'present' : 'missing'))
      .catch((error: unknown) => {
        // The server still refuses a podcast without a profile; the form shows its message then.
        console.error('Failed to check the podcaster profile', error);
        if (current) setProfile('present');
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <main>
      <PageHeader title="Create Your Podcast" subtitle="Share your show with experts and listeners across PodBridge." />
      <Body>
        {profile === 'checking' && <PageSpinner text="Checking your podcaster profile..." />}
        {profile === 'missing' && <ProfileRequired />}
        {profile === 'present' && (
          <Card>
            <PodcastCreateForm
              categories={categories}
              onCreated={(podcast) => {
                toast.success(CREATE_SUCCESS);
                navigate(href(paths.podcastDetail, { id: podcast.id }));
              }}
            />
          </Card>
        )}
      </Body>
    </main>
  );
}
