import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { BookingReview } from '@podbridge/shared/types';
import TrackRecord from './TrackRecord';

const review: BookingReview = {
  id: 3,
  booking_id: 41,
  rating: 5,
  text: 'Clear and generous guest.',
  reviewer: { id: 1, username: 'anna', display_name: 'anna', picture: null },
  reviewer_role: 'podcaster',
  podcast: { id: 5, title: 'Science Weekly' },
  created_at: '2026-11-20T10:00:00.000Z',
};

/** The track record the API answers for `userId`: no bookings at all unless told. */
function serveRecord(userId: number, figures: Record<string, number | null> = {}) {
  mockApi()
    .onGet(`/bookings/track_record/${userId}/`)
    .reply(200, {
      user_id: userId,
      rating_average: null,
      rating_count: 0,
      recorded: 0,
      settled: 0,
      cancelled_or_no_show: 0,
      cancelled_or_no_show_share: null,
      ...figures,
    });
}

/** The reviews the API answers, on one page. */
function serveReviews(reviews: BookingReview[]) {
  mockApi()
    .onGet('/bookings/reviews/')
    .reply(200, { count: reviews.length, next: null, previous: null, results: reviews });
}

describe('TrackRecord', () => {
  it('shows the rating, recorded appearances, the cancelled share and the reviews', async () => {
    serveRecord(2, {
      rating_average: 4.5,
      rating_count: 2,
      recorded: 3,
      settled: 4,
      cancelled_or_no_show: 1,
      cancelled_or_no_show_share: 0.25,
    });
    serveReviews([review, { ...review, id: 4, rating: 4, text: 'Well prepared.' }]);
    renderWithProviders(<TrackRecord userId={2} role="expert" />);
    const record = within(await screen.findByRole('region', { name: 'Bookings on PodBridge' }));
    expect(record.getByText('3 recorded appearances')).toBeInTheDocument();
    expect(record.getByText('2 reviews')).toBeInTheDocument();
    expect(record.getByRole('img', { name: '4.5 of 5' })).toBeInTheDocument();
    expect(record.getByText('25%')).toBeInTheDocument();
    expect(record.getByText('cancelled or no-show · of 4 scheduled bookings')).toBeInTheDocument();
    expect(await record.findByText('Clear and generous guest.')).toBeInTheDocument();
    expect(record.getByText('Well prepared.')).toBeInTheDocument();
    expect(record.getAllByText(/on Science Weekly/)).toHaveLength(2);
    // Each host's name leads to their page.
    expect(record.getAllByRole('link', { name: 'anna' }).map((link) => link.getAttribute('href'))).toEqual([
      '/podcasters/1',
      '/podcasters/1',
    ]);
  });

  it("names an expert who reviewed a host without a link: only a host's page is known", async () => {
    serveRecord(1, { rating_average: 5, rating_count: 1, recorded: 1, settled: 1, cancelled_or_no_show_share: 0 });
    const byExpert: BookingReview = {
      ...review,
      reviewer: { id: 2, username: 'erik', display_name: 'Erik Svensson', picture: null },
      reviewer_role: 'expert',
      text: 'A well-run show.',
    };
    serveReviews([byExpert]);
    renderWithProviders(<TrackRecord userId={1} role="podcaster" />);
    expect(await screen.findByText('A well-run show.')).toBeInTheDocument();
    expect(screen.getByText('Erik Svensson')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Erik Svensson' })).not.toBeInTheDocument();
  });

  it('says so quietly when the user has no bookings yet, and asks for no reviews', async () => {
    serveRecord(9);
    renderWithProviders(<TrackRecord userId={9} role="podcaster" />);
    expect(await screen.findByText('No recorded appearances yet.')).toBeInTheDocument();
    expect(mockApi().history.get.filter((request) => request.url === '/bookings/reviews/')).toHaveLength(0);
  });

  it("counts a podcaster's episodes recorded with guests", async () => {
    serveRecord(1, { recorded: 1, settled: 1, cancelled_or_no_show_share: 0 });
    renderWithProviders(<TrackRecord userId={1} role="podcaster" />);
    expect(await screen.findByText('1 episode recorded with a guest')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('leaves the page as it is when the record cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet('/bookings/track_record/2/').reply(500);
    renderWithProviders(<TrackRecord userId={2} role="expert" />);
    const loading = screen.getByRole('status', { name: 'Loading the track record' });
    // A failed answer is asked once more (the query layer's retry), then the widget steps aside.
    await waitFor(() => expect(loading).not.toBeInTheDocument(), { timeout: 4000 });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/Bookings on PodBridge/)).not.toBeInTheDocument();
  }, 10_000);
});
