import type { TFunction } from 'i18next';
import { href, paths } from '@podbridge/shared/paths';
import type { Booking } from '@podbridge/shared/types';

/**
 * The other side of a booking as the signed-in side sees it: their user id, name, picture and public page if any
 * (the expert's profile, or the podcaster's page).
 */
export function otherSide(booking: Booking): {
  userId: number;
  name: string;
  picture: string | null;
  page: string | null;
} {
  if (booking.your_role === 'podcaster') {
    const profileId = booking.expert.profile_id;
    return {
      userId: booking.expert.id,
      name: booking.expert.display_name,
      picture: booking.expert.picture,
      page: profileId === null ? null : href(paths.expertDetail, { id: profileId }),
    };
  }
  return {
    userId: booking.podcaster.id,
    name: booking.podcaster.display_name,
    picture: booking.podcaster.picture,
    page: href(paths.podcasterPage, { id: booking.podcaster.id }),
  };
}

/** One sentence on where the booking stands and what happens next, from the signed-in side's point of view. */
export function bookingStateText(booking: Booking, t: TFunction): string {
  const name = otherSide(booking).name;
  switch (booking.status) {
    case 'pending':
    case 'proposed':
      if (booking.awaiting !== booking.your_role) return t('bookings.state.waitingForThem', { name });
      return booking.your_role === 'expert' &&
        booking.status === 'pending' &&
        booking.slots.every((slot) => slot.proposed_by === 'podcaster')
        ? t('bookings.state.waitingForYouInvite', { name })
        : t('bookings.state.waitingForYouTimes', { name });
    case 'scheduled':
      return booking.actions.mark_outcome ? t('bookings.state.markOutcome') : t('bookings.state.scheduled');
    case 'recorded':
    case 'no_show': {
      if (booking.expert_confirmation === 'confirmed') return t('bookings.state.confirmed');
      if (booking.expert_confirmation === 'disputed')
        return t('bookings.state.disputed', { reason: booking.dispute_reason ?? '' });
      const recorded = booking.status === 'recorded';
      if (booking.your_role === 'expert')
        return t(recorded ? 'bookings.state.recordedConfirmYou' : 'bookings.state.noShowConfirmYou', { name });
      return t(recorded ? 'bookings.state.recordedUnconfirmed' : 'bookings.state.noShowUnconfirmed', { name });
    }
    case 'declined':
      return t('bookings.state.declined', { reason: booking.decline_reason ?? '' });
    case 'cancelled':
      return booking.cancelled_by === booking.your_role
        ? t('bookings.state.cancelledByYou', { reason: booking.cancel_reason ?? '' })
        : t('bookings.state.cancelledBy', { name, reason: booking.cancel_reason ?? '' });
  }
}
