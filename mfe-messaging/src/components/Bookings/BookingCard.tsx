import { Link } from '@podbridge/shared/router';
import styled, { css } from 'styled-components';
import { browserTimeZone, formatDateTime, formatDateTimeIn } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { Booking } from '@podbridge/shared/types';
import {
  Avatar,
  Badge,
  Card,
  Icon,
  PlainList,
  theme,
  type BadgeVariant,
  type IconName,
  stack,
  cluster,
  wrap,
} from '@podbridge/kit';
import { useMessagingTexts } from '../../texts';
import { BookingActions, AcceptSlotButton } from './BookingActions';
import { bookingStateText, otherSide } from './bookingText';
import { Stars } from './Stars';

const STATUS_BADGES: Record<Booking['status'], BadgeVariant> = {
  pending: 'warning',
  proposed: 'warning',
  scheduled: 'success',
  declined: 'neutral',
  cancelled: 'danger',
  recorded: 'primary',
  no_show: 'danger',
};

const Article = styled(Card).attrs({ as: 'article' })`
  ${stack('md')}
  padding: ${theme.spacing.lg};
`;

const Top = styled.div`
  ${cluster('xs', 'md')}
  justify-content: space-between;
`;

/** The show's name at the top of the card, a link or (a show awaiting review, for the expert) plain text. */
const podcastName = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

const PodcastLink = styled(Link)`
  ${podcastName}
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

const PodcastName = styled.span`
  ${podcastName}
`;

const Topic = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Meta = styled.ul`
  ${wrap('xs', 'lg')}
  margin: 0;
  padding: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const State = styled.p<{ $attention: boolean }>`
  margin: 0;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  background: ${({ $attention }) => ($attention ? theme.colors.warningSoft : theme.colors.surfaceMuted)};
  color: ${({ $attention }) => ($attention ? theme.colors.warning : theme.colors.text)};
  font-weight: ${theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const When = styled.div`
  ${stack('xxs')}
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
    font-size: ${theme.fontSizes.md};
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Slot = styled.li`
  ${cluster('xs', 'md')}
  justify-content: space-between;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const Label = styled.h4`
  margin: 0 0 ${theme.spacing.xs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Note = styled.blockquote`
  margin: 0;
  padding-left: ${theme.spacing.md};
  border-left: 3px solid ${theme.colors.borderStrong};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Review = styled.li`
  ${stack('xs')}
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** A recording time in the booking's zone, and in the viewer's own when that differs. */
function RecordingTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  const { t } = useMessagingTexts();
  const local = browserTimeZone();
  return (
    <When>
      <strong>
        <Icon name="calendar" size={16} />
        {formatDateTimeIn(iso, timeZone)}
      </strong>
      {local !== timeZone && <span>{t('bookings.card.yourTime', { time: formatDateTime(iso) })}</span>}
    </When>
  );
}

/** One booking on the Bookings page: what, with whom, when, where it stands and what the signed-in side can do. */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useMessagingTexts();
  const other = otherSide(booking);
  const open = booking.status === 'pending' || booking.status === 'proposed';
  const attention =
    (open && booking.awaiting === booking.your_role) ||
    booking.actions.mark_outcome ||
    booking.actions.confirm ||
    booking.actions.review;
  const proposer = booking.slots[0]?.proposed_by;
  const links = [
    { href: booking.recording_link, icon: 'headphones', label: t('bookings.card.recordingLink') },
    { href: booking.episode_link, icon: 'externalLink', label: t('bookings.card.episodeLink') },
  ].filter((link): link is { href: string; icon: IconName; label: string } => Boolean(link.href));
  const proposerName = proposer === booking.your_role ? null : other.name;

  return (
    <Article aria-labelledby={`booking-${booking.id}-topic`} data-testid="booking-card">
      <Top>
        {/* A show awaiting its first review has no public page yet: only its owner gets the link. */}
        {booking.podcast.awaiting_review && booking.your_role === 'expert' ? (
          <PodcastName>
            <Icon name="mic" size={14} />
            {booking.podcast.title}
          </PodcastName>
        ) : (
          <PodcastLink to={href(paths.podcastDetail, { id: booking.podcast.id })}>
            <Icon name="mic" size={14} />
            {booking.podcast.title}
          </PodcastLink>
        )}
        {booking.podcast.awaiting_review && <Badge variant="warning">{t('bookings.card.awaitingReview')}</Badge>}
        <Badge variant={STATUS_BADGES[booking.status]}>{t(`bookings.status.${booking.status}`)}</Badge>
      </Top>
      <Topic id={`booking-${booking.id}-topic`}>{booking.topic}</Topic>
      <Meta>
        <li>
          {other.picture ? <Avatar url={other.picture} name={other.name} size={20} /> : <Icon name="user" size={14} />}
          {t(booking.your_role === 'podcaster' ? 'bookings.card.expertRole' : 'bookings.card.podcasterRole')}:{' '}
          {other.page ? <Link to={other.page}>{other.name}</Link> : <strong>{other.name}</strong>}
        </li>
        <li>
          <Icon name="clock" size={14} />
          {t('bookings.card.minutes', { count: booking.duration_minutes })}
        </li>
        <li>
          <Icon name={booking.format === 'remote' ? 'globe' : 'pin'} size={14} />
          {booking.format === 'remote'
            ? t('bookings.card.remote')
            : t('bookings.card.at', { place: booking.place ?? '' })}
        </li>
      </Meta>
      <State $attention={attention}>{bookingStateText(booking, t)}</State>
      {booking.starts_at && <RecordingTime iso={booking.starts_at} timeZone={booking.time_zone} />}
      {open && booking.slots.length > 0 && (
        <section>
          <Label>
            {t('bookings.card.proposedTimes')}
            {proposerName && ` · ${t('bookings.card.proposedBy', { name: proposerName })}`}
          </Label>
          <PlainList as="ol" $gap="xs">
            {booking.slots.map((slot) => (
              <Slot key={slot.id}>
                <RecordingTime iso={slot.starts_at} timeZone={booking.time_zone} />
                {booking.actions.accept && <AcceptSlotButton booking={booking} slotId={slot.id} />}
              </Slot>
            ))}
          </PlainList>
        </section>
      )}
      {booking.note && (
        <section>
          <Label>{t('bookings.card.note', { name: booking.podcaster.display_name })}</Label>
          <Note>{booking.note}</Note>
        </section>
      )}
      {links.length > 0 && (
        <Meta>
          {links.map((link) => (
            <li key={link.label}>
              <Icon name={link.icon} size={14} />
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </Meta>
      )}
      {booking.reviews.length > 0 && (
        <section>
          <Label>{t('bookings.card.reviews')}</Label>
          <PlainList $gap="sm">
            {booking.reviews.map((review) => (
              <Review key={review.id}>
                <span>
                  <Stars rating={review.rating} label={t('trackRecord.rating', { rating: review.rating })} />{' '}
                  {t('bookings.card.reviewBy', { name: review.reviewer.display_name, rating: review.rating })}
                </span>
                <p>{review.text}</p>
              </Review>
            ))}
          </PlainList>
        </section>
      )}
      <BookingActions booking={booking} otherName={other.name} otherUserId={other.userId} />
    </Article>
  );
}
