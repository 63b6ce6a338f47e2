import { RemoteSlot } from '@podbridge/shared/remotes';
import type { ExpertProfileEditorProps } from '@podbridge/shared/types';
import { Modal, Spinner } from '@podbridge/kit';
import { UnavailablePanel } from '../../components/UnavailablePanel';
import { useAccountTexts } from '../../texts';

/** My Profile's Edit Profile for experts: the experts remote's dialog; if it cannot load, a dialog says so. */
export function ExpertProfileEditorSlot({ onClose, onSaved }: ExpertProfileEditorProps) {
  const { t } = useAccountTexts();
  const title = t('actions.editProfile');
  return (
    <RemoteSlot
      module="experts/ExpertProfileEditor"
      props={{ onClose, onSaved }}
      loading={
        <Modal open title={title} onClose={onClose}>
          <Spinner size={28} label={t('profile.expert.editorLoading')} />
        </Modal>
      }
      fallback={(retry) => (
        <Modal open title={title} onClose={onClose}>
          <UnavailablePanel area={title} text={t('profile.expert.editorUnavailable')} onRetry={retry} />
        </Modal>
      )}
    />
  );
}
