import toast from 'react-hot-toast';
import { useNavigate } from '@podbridge/shared/router';
import { href, paths } from '@podbridge/shared/paths';
import { Card, PageHeader, PageSpinner } from '@podbridge/kit';
import { useMyPodcasterProfile } from '@podbridge/mfe-account/public';
import { FormPageBody } from '../../components/FormPageBody';
import { PodcastCreateForm } from './PodcastCreateForm';
import { ProfileRequired } from './ProfileRequired';
import { usePodcastTexts } from '../../texts';

/** /podcasts/create: needs a podcaster profile; the shell guards login. */
export function PodcastCreatePage() {
  const { t } = usePodcastTexts();
  const navigate = useNavigate();
  const profile = useMyPodcasterProfile();
  // A failed check is only logged: the server still refuses a podcast without a profile, and the form says so.
  const missing = profile.isSuccess && profile.data === null;
  const checking = profile.isPending && profile.fetchStatus !== 'idle';

  return (
    <>
      <PageHeader title={t('create.title')} subtitle={t('create.subtitle')} />
      <FormPageBody $width="760px">
        {checking && <PageSpinner text={t('create.checkingProfile')} />}
        {missing && <ProfileRequired />}
        {!checking && !missing && (
          <Card>
            <PodcastCreateForm
              onCreated={(podcast) => {
                toast.success(t('create.success'));
                navigate(href(paths.podcastDetail, { id: podcast.id }));
              }}
            />
          </Card>
        )}
      </FormPageBody>
    </>
  );
}
