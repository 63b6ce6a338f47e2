import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { href, paths } from '@podbridge/shared/paths';
import { Card, PageHeader, PageSpinner } from '@podbridge/shared/ui';
import { useMyPodcasterProfile } from '../../api/getMyPodcasterProfile';
import { FormPageBody } from '../../components/FormPageBody';
import { PodcastCreateForm } from './PodcastCreateForm';
import { ProfileRequired } from './ProfileRequired';

export const CREATE_SUCCESS = 'Podcast created successfully! It will be published after admin approval.';

/** /podcasts/create: needs a podcaster profile (spec section 6); the shell guards login. */
export function PodcastCreatePage() {
  const navigate = useNavigate();
  const profile = useMyPodcasterProfile();
  // A failed check is only logged: the server still refuses a podcast without a profile, and the form says so.
  const missing = profile.isSuccess && profile.data === null;
  const checking = profile.isPending && profile.fetchStatus !== 'idle';

  return (
    <>
      <PageHeader title="Create Your Podcast" subtitle="Share your show with experts and listeners across PodBridge." />
      <FormPageBody $width="760px">
        {checking && <PageSpinner text="Checking your podcaster profile..." />}
        {missing && <ProfileRequired />}
        {!checking && !missing && (
          <Card>
            <PodcastCreateForm
              onCreated={(podcast) => {
                toast.success(CREATE_SUCCESS);
                navigate(href(paths.podcastDetail, { id: podcast.id }));
              }}
            />
          </Card>
        )}
      </FormPageBody>
    </>
  );
}
