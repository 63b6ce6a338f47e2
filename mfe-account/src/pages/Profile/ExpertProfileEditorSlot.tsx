import { RemoteSlot } from '@podbridge/shared/remotes';
import type { ExpertProfileEditorProps } from '@podbridge/shared/types';
import { Modal, Spinner } from '@podbridge/shared/ui';
import { UnavailablePanel } from '../../components/UnavailablePanel';

export const EDITOR_UNAVAILABLE = 'The profile editor could not be loaded right now. Please try again in a moment.';

const TITLE = 'Edit Profile';

/** My Profile's Edit Profile for experts: the experts remote's dialog; if it cannot load, a dialog says so. */
export function ExpertProfileEditorSlot({ onClose, onSaved }: ExpertProfileEditorProps) {
  return (
    <RemoteSlot
      module="experts/ExpertProfileEditor"
      props={{ onClose, onSaved }}
      loading={
        <Modal open title={TITLE} onClose={onClose}>
          <Spinner size={28} label="Loading the profile editor" />
        </Modal>
      }
      fallback={(retry) => (
        <Modal open title={TITLE} onClose={onClose}>
          <UnavailablePanel area={TITLE} text={EDITOR_UNAVAILABLE} onRetry={retry} />
        </Modal>
      )}
    />
  );
}
