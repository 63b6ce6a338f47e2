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

describe('TrackRecord', () => {
  it('shows the rating, recorded appearances, the cancelled share and the reviews', async () => {
    mockApi().onGet('/bookings/track_record/2/').reply(200, {
      user_id: 2,
      rating_average: 4.5,
      rating_count: 2,
      recorded: 3,
      settled: 4,
      cancelled_or_no_show: 1,
      cancelled_or_no_show_share: 0.25,
    });
    mockApi()
      .onGet('/bookings/reviews/')
      .reply(200, {
        count: 2,
        next: null,
        previous: null,
        results: [review, { ...review, id: 4, rating: 4, text: 'Well prepared.' }],
      });
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
  });

  it('says so quietly when the user has no bookings yet, and asks for no reviews', async () => {
    mockApi().onGet('/bookings/track_record/9/').reply(200, {
      user_id: 9,
      rating_average: null,
      rating_count: 0,
      recorded: 0,
      settled: 0,
      cancelled_or_no_show: 0,
      cancelled_or_no_show_share: null,
    });
    renderWithProviders(<TrackRecord userId={9} role="podcaster" />);
    expect(await screen.findByText('No recorded appearances yet.')).toBeInTheDocument();
    expect(mockApi().history.get.filter((request) => request.url === '/bookings/reviews/')).toHaveLength(0);
  });

  it("counts a podcaster's episodes recorded with guests", async () => {
    mockApi().onGet('/bookings/track_record/1/').reply(200, {
      user_id: 1,
      rating_average: null,
      rating_count: 0,
      recorded: 1,
      settled: 1,
      cancelled_or_no_show: 0,
      cancelled_or_no_show_share: 0,
    });
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
