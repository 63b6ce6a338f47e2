import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { useAuth, isOwner } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { Card, PageHeader, PageSpinner } from '@podbridge/shared/ui';
import { usePodcast } from '../../api/getPodcast';
import { UPDATE_SUCCESS } from '../../components/podcastTexts';
import { FormPageBody } from '../../components/FormPageBody';
import { PodcastEditForm } from './PodcastEditForm';

export const LOAD_FAILURE = 'Failed to load podcast';
export const NOT_OWNER = 'You can only edit your own podcasts';

/** /podcasts/{id}/edit, for the owner only; the shell has already sent anonymous visitors to /login. */
export function PodcastEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: podcast, error, isError } = usePodcast(id);
  const owned = !!podcast && isOwner(user, podcast.owner.id);

  useEffect(() => {
    if (isError) {
      console.error(LOAD_FAILURE, error);
      toast.error(LOAD_FAILURE, { id: 'podcast-edit-load' });
      navigate(paths.podcasts, { replace: true });
    } else if (podcast && user && !owned) {
      toast.error(NOT_OWNER, { id: 'podcast-edit-owner' });
      navigate(href(paths.podcastDetail, { id: podcast.id }), { replace: true });
    }
  }, [isError, error, podcast, user, owned, navigate]);

  if (!podcast || !owned) return <PageSpinner text="Loading podcast..." />;
  return (
    <>
      <PageHeader title="Edit Podcast" subtitle={podcast.title} />
      <FormPageBody $width="880px">
        <Card>
          <PodcastEditForm
            podcast={podcast}
            onSaved={(saved) => {
              toast.success(UPDATE_SUCCESS);
              navigate(href(paths.podcastDetail, { id: saved.id }));
            }}
          />
        </Card>
      </FormPageBody>
    </>
  );
}
