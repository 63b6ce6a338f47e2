import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  Icon,
  PageBody,
  PageHeader,
  Pagination,
  Spinner,
  theme,
  useDocumentTitle,
  row,
  stack,
  inlineCentered,
} from '@podbridge/kit';
import { useLiveEvents } from '../../live';
import { useBookings, type BookingView } from '../../api/getBookings';
import { BookingCard } from '../../components/Bookings/BookingCard';
import { useMessagingTexts } from '../../texts';

/** Bookings per page of a section (the API's default page size). */
export const BOOKINGS_PAGE_SIZE = 12;

const Section = styled.section`
  ${stack('md')}
`;

const Heading = styled.h2`
  ${row('sm')}
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

const Count = styled.span`
  ${inlineCentered}
  min-width: 28px;
  height: 28px;
  padding: 0 8px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
`;

const List = styled.div`
  display: grid;
  gap: ${theme.spacing.md};
`;

const Quiet = styled.div`
  padding: ${theme.spacing.lg};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

function EmptySection({ view }: { view: BookingView }) {
  const { t } = useMessagingTexts();
  const { user } = useAuth();
  if (view === 'upcoming') {
    const podcaster = user?.user_type === 'podcaster';
    return (
      <EmptyState
        icon={<Icon name="calendar" size={28} />}
        title={t('bookings.empty.upcoming')}
        hint={podcaster ? t('bookings.empty.upcomingPodcaster') : t('bookings.empty.upcomingExpert')}
        action={podcaster ? <ButtonLink to={paths.experts}>{t('bookings.empty.findExperts')}</ButtonLink> : undefined}
      />
    );
  }
  return <Quiet>{t(`bookings.empty.${view}`)}</Quiet>;
}

/** One section of the page: its bookings with their pages, or its loading, empty or failed state. */
function BookingSection({ view }: { view: BookingView }) {
  const { t } = useMessagingTexts();
  const [page, setPage] = useState(1);
  const bookings = useBookings(view, page);
  const headingId = `bookings-${view}`;
  const count = bookings.data?.count ?? 0;

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>
        {t(`bookings.sections.${view}`)}
        {count > 0 && <Count aria-label={String(count)}>{count}</Count>}
      </Heading>
      {bookings.isPending ? (
        <Spinner size={28} label={t('bookings.loading')} />
      ) : bookings.isError ? (
        <Alert variant="error">
          {t('bookings.loadFailure')}{' '}
          <Button variant="light" size="sm" onClick={() => void bookings.refetch()}>
            {t('bookings.tryAgain')}
          </Button>
        </Alert>
      ) : bookings.data.results.length === 0 ? (
        <EmptySection view={view} />
      ) : (
        <>
          <List>
            {bookings.data.results.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </List>
          <Pagination page={page} pageCount={Math.ceil(count / BOOKINGS_PAGE_SIZE)} onPageChange={setPage} />
        </>
      )}
    </Section>
  );
}

/**
 * /bookings: requests waiting for the signed-in user's answer, upcoming recordings (and requests waiting for the
 * other side), and past bookings. The page's live stream refreshes it when the other side acts.
 */
export function BookingsPage() {
  const { t } = useMessagingTexts();
  useDocumentTitle(t('bookings.title'));
  useLiveEvents();
  return (
    <>
      <PageHeader title={t('bookings.title')} subtitle={t('bookings.subtitle')} />
      <PageBody $gap="xl">
        <BookingSection view="waiting" />
        <BookingSection view="upcoming" />
        <BookingSection view="past" />
      </PageBody>
    </>
  );
}
