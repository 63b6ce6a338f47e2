import { useTranslation } from 'react-i18next';
import { paths } from '@podbridge/shared/paths';
import type { InviteDialogProps } from '@podbridge/shared/types';
import { RemoteDialogButton } from '@podbridge/kit/remote-dialog';
import { RemoteSlot } from '@podbridge/shared/remotes';

export interface InviteButtonProps {
  /** The expert to invite: their user id and the name their profile shows. */
  expert: InviteDialogProps['expert'];
  /** The show to invite them to, chosen in advance. */
  podcastId?: number;
}

/** "Invite to my show": opens the messaging remote's invite dialog, for a podcaster on an expert's page. */
export function InviteButton({ expert, podcastId }: InviteButtonProps) {
  const { t } = useTranslation();
  return (
    <RemoteDialogButton
      label={t('inviteButton.label')}
      icon="calendar"
      variant="primary"
      loadingText={t('inviteButton.loading')}
      unavailableText={t('inviteButton.unavailable')}
      elsewhere={{ to: paths.bookings, label: t('inviteButton.openBookings') }}
    >
      {({ close, loading, fallback }) => (
        <RemoteSlot
          module="messaging/InviteDialog"
          props={{ open: true, onClose: close, expert, ...(podcastId ? { podcastId } : {}) }}
          loading={loading}
          fallback={fallback}
        />
      )}
    </RemoteDialogButton>
  );
}
