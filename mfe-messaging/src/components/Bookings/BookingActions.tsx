import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { apiErrorMessage } from '@podbridge/shared/api';
import { href, paths } from '@podbridge/shared/paths';
import type { Booking } from '@podbridge/shared/types';
import { Button, ButtonLink, ConfirmDialog, Icon, theme, wrap } from '@podbridge/kit';
import { ReasonDialog } from '@podbridge/kit/reason-dialog';
import { useChangeBooking } from '../../api/changeBooking';
import { downloadInvite } from '../../api/downloadInvite';
import { useMessagingTexts } from '../../texts';
import { EpisodeLinkDialog, ProposeDialog, ReviewDialog } from './BookingDialogs';

const Row = styled.div`
  ${wrap('sm')}
  padding-top: ${theme.spacing.md};
  border-top: 1px solid ${theme.colors.border};
`;

/** Accepts one of the open times: the booking is scheduled and both sides get the calendar invite. */
export function AcceptSlotButton({ booking, slotId }: { booking: Booking; slotId: number }) {
  const { t } = useMessagingTexts();
  const accept = useChangeBooking(booking.id, 'accept');
  const run = async () => {
    try {
      await accept.mutateAsync({ slot_id: slotId });
      toast.success(t('bookings.actions.accepted'));
    } catch (error) {
      toast.error(apiErrorMessage(error, t('bookings.actions.failure')));
    }
  };
  return (
    <Button size="sm" loading={accept.isPending} onClick={() => void run()}>
      <Icon name="check" size={16} /> {t('bookings.actions.accept')}
    </Button>
  );
}

type OpenDialog = 'propose' | 'decline' | 'cancel' | 'noShow' | 'dispute' | 'episode' | 'review' | null;

interface BookingActionsProps {
  booking: Booking;
  otherName: string;
  otherUserId: number;
}

/**
 * What the signed-in side may do with the booking now, as the API's `actions` say (the server checks the same
 * rules): propose, decline, cancel, mark the outcome, confirm or dispute, link the episode, review; and always
 * the way to the chat with the other side, and the calendar file once it is scheduled.
 */
export function BookingActions({ booking, otherName, otherUserId }: BookingActionsProps) {
  const { t } = useMessagingTexts();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const decline = useChangeBooking(booking.id, 'decline');
  const cancel = useChangeBooking(booking.id, 'cancel');
  const outcome = useChangeBooking(booking.id, 'outcome');
  const confirmation = useChangeBooking(booking.id, 'confirmation');
  const { actions } = booking;

  const markRecorded = async () => {
    try {
      await outcome.mutateAsync({ outcome: 'recorded' });
    } catch (error) {
      toast.error(apiErrorMessage(error, t('bookings.actions.failure')));
    }
  };
  const confirm = async () => {
    try {
      await confirmation.mutateAsync({ confirmation: 'confirmed' });
    } catch (error) {
      toast.error(apiErrorMessage(error, t('bookings.actions.failure')));
    }
  };
  const calendar = async () => {
    try {
      await downloadInvite(booking.id);
    } catch {
      toast.error(t('bookings.actions.calendarFailure'));
    }
  };

  return (
    <Row aria-label={t('bookings.card.actions')} role="group">
      {actions.propose && (
        <Button variant="outline" size="sm" onClick={() => setDialog('propose')}>
          {t('bookings.actions.propose')}
        </Button>
      )}
      {actions.mark_outcome && (
        <>
          <Button size="sm" loading={outcome.isPending && dialog === null} onClick={() => void markRecorded()}>
            <Icon name="check" size={16} /> {t('bookings.actions.markRecorded')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('noShow')}>
            {t('bookings.actions.markNoShow')}
          </Button>
        </>
      )}
      {actions.confirm && (
        <>
          <Button size="sm" loading={confirmation.isPending} onClick={() => void confirm()}>
            <Icon name="check" size={16} /> {t('bookings.actions.confirm')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('dispute')}>
            {t('bookings.actions.dispute')}
          </Button>
        </>
      )}
      {actions.review && (
        <Button size="sm" onClick={() => setDialog('review')}>
          <Icon name="star" size={16} /> {t('bookings.actions.review')}
        </Button>
      )}
      {actions.set_episode_link && (
        <Button variant="outline" size="sm" onClick={() => setDialog('episode')}>
          {booking.episode_link ? t('bookings.actions.editEpisodeLink') : t('bookings.actions.episodeLink')}
        </Button>
      )}
      {booking.status === 'scheduled' && (
        <Button variant="outline" size="sm" onClick={() => void calendar()}>
          <Icon name="calendar" size={16} /> {t('bookings.actions.calendar')}
        </Button>
      )}
      <ButtonLink variant="light" size="sm" to={href(paths.messagesWith, { userId: otherUserId })}>
        <Icon name="chat" size={16} /> {t('bookings.actions.message')}
      </ButtonLink>
      {actions.decline && (
        <Button variant="light" size="sm" onClick={() => setDialog('decline')}>
          {t('bookings.actions.decline')}
        </Button>
      )}
      {/* An expert answers an invitation by declining it; cancelling is for what they had agreed to. */}
      {actions.cancel && !actions.decline && (
        <Button variant="light" size="sm" onClick={() => setDialog('cancel')}>
          {t('bookings.actions.cancel')}
        </Button>
      )}

      {dialog === 'propose' && <ProposeDialog booking={booking} otherName={otherName} onClose={close} />}
      {dialog === 'review' && <ReviewDialog booking={booking} otherName={otherName} onClose={close} />}
      {dialog === 'episode' && <EpisodeLinkDialog booking={booking} onClose={close} />}
      {dialog === 'decline' && (
        <ReasonDialog
          title={t('bookings.decline.title')}
          submitLabel={t('bookings.decline.submit')}
          fallback={t('bookings.actions.failure')}
          onClose={close}
          onSubmit={async (reason) => {
            await decline.mutateAsync({ reason });
            toast.success(t('bookings.decline.done'));
            close();
          }}
        >
          <p>{t('bookings.decline.lead', { name: otherName })}</p>
        </ReasonDialog>
      )}
      {dialog === 'cancel' && (
        <ReasonDialog
          title={t('bookings.cancelDialog.title')}
          submitLabel={t('bookings.cancelDialog.submit')}
          fallback={t('bookings.actions.failure')}
          onClose={close}
          onSubmit={async (reason) => {
            await cancel.mutateAsync({ reason });
            toast.success(t('bookings.cancelDialog.done'));
            close();
          }}
        >
          <p>{t('bookings.cancelDialog.lead', { name: otherName })}</p>
        </ReasonDialog>
      )}
      {dialog === 'dispute' && (
        <ReasonDialog
          title={t('bookings.dispute.title')}
          submitLabel={t('bookings.dispute.submit')}
          fallback={t('bookings.actions.failure')}
          onClose={close}
          onSubmit={async (reason) => {
            await confirmation.mutateAsync({ confirmation: 'disputed', reason });
            toast.success(t('bookings.dispute.done'));
            close();
          }}
        >
          <p>{t('bookings.dispute.lead')}</p>
        </ReasonDialog>
      )}
      {dialog === 'noShow' && (
        <ConfirmDialog
          title={t('bookings.noShow.title')}
          confirmLabel={t('bookings.noShow.confirm')}
          busyLabel={t('bookings.noShow.busy')}
          busy={outcome.isPending}
          error={outcome.isError ? apiErrorMessage(outcome.error, t('bookings.actions.failure')) : null}
          onClose={close}
          onConfirm={() => outcome.mutate({ outcome: 'no_show' }, { onSuccess: close })}
        >
          {t('bookings.noShow.text', { name: otherName })}
        </ConfirmDialog>
      )}
    </Row>
  );
}
