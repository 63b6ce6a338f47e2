import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import {
  Alert,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Grid,
  Icon,
  PageHeader,
  PageSpinner,
  PencilIcon,
  media,
  theme,
} from '@podbridge/shared/ui';
import { fetchMyPodcasterProfile, fetchMyPodcasts, linkableUrl, type OwnPodcast, type PodcasterProfile } from '../../api';
import { DeletePodcastDialog } from './DeletePodcastDialog';
import { MyPodcastCard } from './MyPodcastCard';

export const PROFILE_MISSING = 'No podcaster profile found. Please create a profile first.';
export const PROFILE_LOAD_FAILURE = 'Failed to load podcaster profile. Please try again later.';

type Loaded = { profile: PodcasterProfile; podcasts: OwnPodcast[] };
type State = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | ({ status: 'loaded' } & Loaded);

const Body = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.xl};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

const About = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
  ${media.md} { flex-direction: row; align-items: flex-start; justify-content: space-between; }
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.sm};
  min-width: 0;
`;

const Username = styled.h2`
  font-size: ${theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Bio = styled.p`
  color: ${theme.colors.textMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Website = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing.xs};
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.sm};
  flex-shrink: 0;
`;

const SectionTitle = styled.h2`
  margin-bottom: ${theme.spacing.md};
  font-size: ${theme.fontSizes.xl};
`;

/** /podcaster/profile: the podcaster's own page with their podcasts to view, edit or delete. */
export function PodcasterProfilePage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [deleting, setDeleting] = useState<OwnPodcast | null>(null);

  useEffect(() => {
    let current = true;
    fetchMyPodcasterProfile()
      .then(async (profile) => {
        if (!profile) return current && setState({ status: 'missing' });
        const podcasts = await fetchMyPodcasts();
        return current && setState({ status: 'loaded', profile, podcasts });
      })
      .catch((error: unknown) => {
        console.error(PROFILE_LOAD_FAILURE, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  const removePodcast = (id: number) => {
    setDeleting(null);
    setState((now) => (now.status === 'loaded' ? { ...now, podcasts: now.podcasts.filter((p) => p.id !== id) } : now));
  };

  return (
    <main>
      <PageHeader title="Podcaster Profile" subtitle="Your shows and how experts see you." />
      <Body>
        {state.status === 'loading' && <PageSpinner text="Loading your podcaster profile..." />}
        {state.status === 'failed' && <Alert variant="error">{PROFILE_LOAD_FAILURE}</Alert>}
        {state.status === 'missing' && (
          <Card>
            <EmptyState
              icon={<Icon name="mic" size={28} />}
              title={PROFILE_MISSING}
              action={<ButtonLink to={paths.podcasterProfileCreate}>Create Podcaster Profile</ButtonLink>}
            />
          </Card>
        )}
        {state.status === 'loaded' && (
          <>
            <ProfileSummary profile={state.profile} />
            <section aria-labelledby="my-podcasts-title">
              <SectionTitle id="my-podcasts-title">My Podcasts ({state.podcasts.length})</SectionTitle>
              {state.podcasts.length === 0 ? (
                <Card>
                  <EmptyState
                    icon={<Icon name="headphones" size={28} />}
                    title="No podcasts yet"
                    hint="Publish your first show so experts can find it."
                    action={<ButtonLink to={paths.podcastCreate}>Create New Podcast</ButtonLink>}
                  />
                </Card>
              ) : (
                <Grid $min="260px">
                  {state.podcasts.map((podcast) => (
                    <MyPodcastCard key={podcast.id} podcast={podcast} onDelete={setDeleting} />
                  ))}
                </Grid>
              )}
            </section>
          </>
        )}
      </Body>
      {deleting && (
        <DeletePodcastDialog podcast={deleting} onClose={() => setDeleting(null)} onDeleted={removePodcast} />
      )}
    </main>
  );
}

function ProfileSummary({ profile }: { profile: PodcasterProfile }) {
  const website = linkableUrl(profile.website);
  return (
    <About as="section" aria-labelledby="podcaster-username">
      <Identity>
        <Username id="podcaster-username">{profile.user.username}</Username>
        {profile.bio && <Bio>{profile.bio}</Bio>}
        {website && (
          <Website href={website} target="_blank" rel="noopener noreferrer">
            <Icon name="globe" size={18} />
            {website}
          </Website>
        )}
      </Identity>
      <Actions>
        <ButtonLink to={paths.podcastCreate} variant="secondary">
          Create New Podcast
        </ButtonLink>
        <ButtonLink to={paths.podcasterProfileEdit} variant="outline">
          <PencilIcon size={16} />
          Edit Profile
        </ButtonLink>
      </Actions>
    </About>
  );
}
