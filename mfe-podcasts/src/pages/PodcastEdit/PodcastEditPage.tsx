import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from '@podbridge/shared/router';
import { useAuth, isOwner } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { Card, PageHeader, PageSpinner } from '@podbridge/kit';
import { usePodcast } from '../../api/getPodcast';
import { FormPageBody } from '../../components/FormPageBody';
import { usePodcastTexts } from '../../texts';
import { PodcastEditForm } from './PodcastEditForm';

/** /podcasts/{id}/edit, for the owner only; the shell has already sent anonymous visitors to /login. */
export function PodcastEditPage() {
  const { t } = usePodcastTexts();
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: podcast, error, isError } = usePodcast(id);
  const owned = !!podcast && isOwner(user, podcast.owner.id);

  useEffect(() => {
    if (isError) {
      console.error('Failed to load podcast', error);
      toast.error(t('edit.loadFailure'), { id: 'podcast-edit-load' });
      navigate(paths.podcasts, { replace: true });
    } else if (podcast && user && !owned) {
      toast.error(t('edit.notOwner'), { id: 'podcast-edit-owner' });
      navigate(href(paths.podcastDetail, { id: podcast.id }), { replace: true });
    }
  }, [isError, error, podcast, user, owned, navigate, t]);

  if (!podcast || !owned) return <PageSpinner text={t('edit.loading')} />;
  return (
    <>
      <PageHeader title={t('edit.title')} subtitle={podcast.title} />
      <FormPageBody $width="880px">
        <Card>
          <PodcastEditForm
            podcast={podcast}
            onSaved={(saved) => {
              toast.success(t('edit.success'));
              navigate(href(paths.podcastDetail, { id: saved.id }));
            }}
          />
        </Card>
      </FormPageBody>
    </>
  );
}
