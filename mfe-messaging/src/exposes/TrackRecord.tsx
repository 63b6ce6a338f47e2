import { useState } from 'react';
import styled from 'styled-components';
import { formatPercent, formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { Link } from '@podbridge/shared/router';
import type { BookingReview, TrackRecordContract, TrackRecordProps } from '@podbridge/shared/types';
import { Avatar, Button, Card, Icon, PlainList, Spinner, theme, stack, cluster, wrap } from '@podbridge/kit';
import { useReviews } from '../api/getReviews';
import { useTrackRecord } from '../api/getTrackRecord';
import { Stars } from '../components/Bookings/Stars';
import { useMessagingTexts } from '../texts';

const Panel = styled(Card).attrs({ as: 'section' })`
  ${stack('md')}
  padding: ${theme.spacing.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Figures = styled.dl`
  ${wrap('sm', 'xl')}
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Review = styled.li`
  ${stack('xs')}
  padding-top: ${theme.spacing.md};
  border-top: 1px solid ${theme.colors.border};
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Byline = styled.div`
  ${cluster('xs', 'sm')}
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  strong {
    color: ${theme.colors.text};
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Reviews shown per page; "Show more reviews" adds the next. */
const REVIEWS_PAGE_SIZE = 12;

function ReviewItem({ review }: { review: BookingReview }) {
  const { t } = useMessagingTexts();
  return (
    <Review>
      <Byline>
        <Stars rating={review.rating} label={t('trackRecord.rating', { rating: review.rating })} />
        <Avatar url={review.reviewer.picture} name={review.reviewer.display_name} size={24} />
        <strong>
          {/* A host's name leads to their page; an expert's review carries no profile to link to. */}
          {review.reviewer_role === 'podcaster' ? (
            <Link to={href(paths.podcasterPage, { id: review.reviewer.id })}>{review.reviewer.display_name}</Link>
          ) : (
            review.reviewer.display_name
          )}
        </strong>
        <span>
          {t(review.reviewer_role === 'podcaster' ? 'trackRecord.asPodcaster' : 'trackRecord.asExpert')} ·{' '}
          {t('trackRecord.reviewAbout', { podcast: review.podcast.title })} · {formatShortDate(review.created_at)}
        </span>
      </Byline>
      <p>{review.text}</p>
    </Review>
  );
}

/** The pages of reviews loaded so far, each its own query; the last one decides whether more exist. */
function ReviewPages({ userId, pages }: { userId: number; pages: number }) {
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <ReviewPage key={index} userId={userId} page={index + 1} />
      ))}
    </>
  );
}

function ReviewPage({ userId, page }: { userId: number; page: number }) {
  const reviews = useReviews(userId, page);
  return (
    <>
      {reviews.data?.results.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </>
  );
}

/**
 * What bookings say about a user, on the expert's and the podcaster's pages: the average rating, recorded
 * appearances (or episodes recorded with guests), the share of scheduled bookings they cancelled or missed, and the
 * reviews. Public; a user without a booking gets one quiet line.
 */
function TrackRecord({ userId, role }: TrackRecordProps) {
  const { t } = useMessagingTexts();
  const record = useTrackRecord(userId);
  const [pages, setPages] = useState(1);
  const hasReviews = (record.data?.rating_count ?? 0) > 0;

  if (record.isPending) return <Spinner size={24} label={t('trackRecord.loading')} />;
  // A failed record leaves the profile as it is: the visitor came for the profile.
  if (record.isError) return null;
  const {
    rating_average: average,
    rating_count: ratings,
    recorded,
    settled,
    cancelled_or_no_show_share: share,
  } = record.data;

  return (
    <Panel aria-labelledby={`track-record-${userId}`} data-testid="track-record">
      <Title id={`track-record-${userId}`}>{t('trackRecord.title')}</Title>
      {recorded === 0 && ratings === 0 && settled === 0 ? (
        <Quiet>{t('trackRecord.none')}</Quiet>
      ) : (
        <Figures>
          {average !== null && (
            <div>
              <dt>
                <Stars rating={average} label={t('trackRecord.rating', { rating: average.toFixed(1) })} />
                {average.toFixed(1)}
              </dt>
              <dd>{t('trackRecord.reviews', { count: ratings })}</dd>
            </div>
          )}
          <div>
            <dt>
              <Icon name="mic" size={18} />
              {recorded}
            </dt>
            <dd>
              {t(role === 'expert' ? 'trackRecord.recorded' : 'trackRecord.recordedEpisodes', { count: recorded })}
            </dd>
          </div>
          {share !== null && (
            <div>
              <dt>{formatPercent(share * 100)}</dt>
              <dd>
                {t('trackRecord.reliability')} · {t('trackRecord.reliabilityHint', { count: settled })}
              </dd>
            </div>
          )}
        </Figures>
      )}
      {hasReviews && (
        <>
          <PlainList>
            <ReviewPages userId={userId} pages={pages} />
          </PlainList>
          {ratings > pages * REVIEWS_PAGE_SIZE && (
            <div>
              <Button variant="light" size="sm" onClick={() => setPages((value) => value + 1)}>
                {t('trackRecord.moreReviews')}
              </Button>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}

export default TrackRecord satisfies TrackRecordContract;
