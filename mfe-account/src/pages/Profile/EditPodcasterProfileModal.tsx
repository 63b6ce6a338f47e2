import toast from 'react-hot-toast';
import type { PodcasterProfile } from '@podbridge/shared/types';
import { Alert, Button, Modal, Stack } from '@podbridge/kit';
import { useUpdateMyPodcasterProfile } from '../../api/updateMyPodcasterProfile';
import {
  PodcasterProfileFields,
  showSaveFailure,
  usePodcasterProfileForm,
} from '../../components/PodcasterProfileFields';
import { socialLinksOf } from '../../components/socialLinks';
import { useAccountTexts } from '../../texts';

export interface EditPodcasterProfileModalProps {
  profile: PodcasterProfile;
  /** Closes the dialog: on Cancel, and once the saved profile is shown. */
  onClose: () => void;
}

/** My Profile's Edit Profile for podcasters: bio, website and one link per social network. */
export function EditPodcasterProfileModal({ profile, onClose }: EditPodcasterProfileModalProps) {
  const { t } = useAccountTexts();
  const { form, failure } = usePodcasterProfileForm(profile);
  const update = useUpdateMyPodcasterProfile();
  const saving = form.formState.isSubmitting;

  const save = form.handleSubmit(async ({ bio, website, social_links }) => {
    try {
      const links = socialLinksOf(social_links, profile.social_links);
      await update.mutateAsync({ bio: bio.trim(), website: website.trim(), social_links: links });
    } catch (error) {
      showSaveFailure(form, error, t('profile.podcaster.updateFailed'));
      return;
    }
    toast.success(t('profile.podcaster.updated'));
    onClose();
  });

  return (
    <Modal
      open
      title={t('actions.editProfile')}
      onClose={() => !saving && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form="edit-podcaster-profile" loading={saving}>
            {t('actions.saveChanges')}
          </Button>
        </>
      }
    >
      <Stack as="form" id="edit-podcaster-profile" noValidate onSubmit={(event) => void save(event)}>
        {failure && <Alert variant="error">{failure}</Alert>}
        <PodcasterProfileFields form={form} bioRows={5} socialLinks />
      </Stack>
    </Modal>
  );
}
