import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { Card, Container, PageHeader, PageSpinner, theme } from '@podbridge/shared/ui';
import { UPDATE_SUCCESS } from '../../components/EditPodcastDialog';
import { useCategories } from '../../components/useCategories';
import { usePodcast } from '../../components/usePodcast';
import { PodcastEditForm } from './PodcastEditForm';

export const LOAD_FAILURE = 'Failed to load podcast';
export const NOT_OWNER = 'You can only edit your own podcasts';

const Body = styled(Container)`
  max-width: 880px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** /podcasts/{id}/edit, for the owner only; the shell has already sent anonymous visitors to /login. */
export function PodcastEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const load = usePodcast(id);
  const { categories } = useCategories();
  const podcast = load.status === 'loaded' ? load.podcast : null;
  const isOwner = !!podcast && !!user && (podcast.owner?.id ?? podcast.user) === user.id;

  useEffect(() => {
    if (load.status === 'failed') {
      console.error(LOAD_FAILURE, load.error);
      toast.error(LOAD_FAILURE, { id: 'podcast-edit-load' });
      navigate(paths.podcasts, { replace: true });
    } else if (podcast && user && !isOwner) {
      toast.error(NOT_OWNER, { id: 'podcast-edit-owner' });
      navigate(href(paths.podcastDetail, { id: podcast.id }), { replace: true });
    }
  }, [load, podcast, user, isOwner, navigate]);

  if (!podcast || !isOwner) return <PageSpinner text="Loading podcast..." />;
  return (
    <main>
      <PageHeader title="Edit Podcast" subtitle={podcast.title} />
      <Body>
        <Card>
          <PodcastEditForm
            podcast={podcast}
            categories={categories}
            onSaved={(saved) => {
              toast.success(UPDATE_SUCCESS);
              navigate(href(paths.podcastDetail, { id: saved.id }));
            }}
          />
        </Card>
      </Body>
    </main>
  );
}
