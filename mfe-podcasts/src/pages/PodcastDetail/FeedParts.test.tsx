const loadRemote = jest.fn();
// Standalone: no page-level federation instance knows `messaging`, so this build's own loadRemote is asked.
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: () => null,
}));

import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcast, mockPodcastSocial, owner } from '../../testing/podcastFixtures';
import { PodcastDetailPage } from './PodcastDetailPage';

const DAY = 24 * 3600_000;
const latest = new Date(Date.now() - 2 * DAY).toISOString();
const withFeed = (overrides: Partial<NonNullable<ReturnType<typeof makePodcast>['feed']>> = {}) =>
  makePodcast({
    feed: { verified: false, episode_count: 31, latest_episode_at: latest, cadence: 'weekly', active: true, ...overrides },
  });

const episodes = {
  count: 31,
  next: null,
  previous: null,
  results: [
    { title: 'Om sömn och kognitiv terapi', published_at: latest, duration_seconds: 3900, link: 'https://tankar.example.se/42' },
    { title: 'Utan datum', published_at: null, duration_seconds: null, link: null },
  ],
};

const status = {
  url: 'https://tankar.example.se/feed.xml',
  verification_code: 'podbridge-verify-0123456789abcdef',
  verified_at: null,
  checked_at: latest,
  failing_since: null,
  last_error: null,
  refresh_available_at: new Date(Date.now() - DAY).toISOString(),
  episode_count: 31,
  latest_episode_at: latest,
};

async function renderDetail(podcast = withFeed(), user: typeof owner | null = null) {
  mockApi().onGet('/podcasts/1/').reply(200, podcast);
  mockApi().onGet('/podcasts/1/episodes/').reply(200, episodes);
  mockApi().onGet('/podcasts/1/feed/').reply(200, status);
  mockPodcastSocial();
  const view = renderWithProviders(<PodcastDetailPage />, { route: '/podcasts/1', path: '/podcasts/:id', user });
  await screen.findByRole('heading', { name: podcast.title, level: 1 });
  return view;
}

describe("a podcast page's feed", () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the signals and the latest episodes with dates, lengths and links', async () => {
    await renderDetail();
    const section = await screen.findByRole('region', { name: 'Latest episodes' });
    const signals = within(section).getByLabelText("From the show's own feed");
    for (const part of ['Weekly', '31 episodes', 'Latest episode 2 days ago']) {
      expect(within(signals).getByText(part)).toBeInTheDocument();
    }
    expect(await within(section).findByRole('link', { name: 'Open “Om sömn och kognitiv terapi”' })).toHaveAttribute(
      'href',
      'https://tankar.example.se/42',
    );
    expect(within(section).getByText(/1 h 5 min/)).toBeInTheDocument();
    expect(within(section).getByText('Undated')).toBeInTheDocument();
    expect(within(section).getByText('Showing the latest 2 of 31 episodes.')).toBeInTheDocument();
    expect(mockApi().history.get.find((request) => request.url === '/podcasts/1/episodes/')?.params).toEqual({
      page_size: 10,
    });
    // Only the owner sees the feed's status and code.
    expect(screen.queryByRole('region', { name: 'Your RSS feed' })).not.toBeInTheDocument();
    expect(mockApi().history.get.some((request) => request.url === '/podcasts/1/feed/')).toBe(false);
  });

  it('badges a verified show and an inactive one, in Swedish too', async () => {
    await act(() => i18n.changeLanguage('sv'));
    await renderDetail(withFeed({ verified: true, active: false }));
    expect(await screen.findByText('Verifierat flöde')).toBeInTheDocument();
    expect(screen.getByText('Inaktiv')).toHaveAttribute('title', 'Inget nytt avsnitt på 90 dagar');
    expect(await screen.findByRole('heading', { name: 'Senaste avsnitten' })).toBeInTheDocument();
  });

  it('shows no feed parts for a show without a feed; its owner may connect one', async () => {
    const { user } = await renderDetail(makePodcast({ feed: null }), owner);
    expect(screen.queryByRole('region', { name: 'Latest episodes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your RSS feed' })).not.toBeInTheDocument();
    expect(mockApi().history.get.some((request) => request.url?.startsWith('/podcasts/1/episodes'))).toBe(false);

    const connect = screen.getByRole('form', { name: 'Connect your RSS feed' });
    mockApi()
      .onPut('/podcasts/1/feed/')
      .replyOnce(400, { feed_url: ['The feed answered 404 Not Found.'], field_codes: { feed_url: ['feed_http_error'] } })
      .onPut('/podcasts/1/feed/')
      .replyOnce(200, status);
    await user.type(within(connect).getByLabelText('RSS feed address'), 'https://tankar.example.se/fel.xml');
    await user.click(within(connect).getByRole('button', { name: 'Connect' }));
    expect(await within(connect).findByText('The address answered with an error. Check that it is right.')).toBeInTheDocument();
    await user.clear(within(connect).getByLabelText('RSS feed address'));
    await user.type(within(connect).getByLabelText('RSS feed address'), 'https://tankar.example.se/feed.xml{Enter}');
    expect(await screen.findByText('The feed is connected.')).toBeInTheDocument();
    expect(JSON.parse(String(mockApi().history.put.at(-1)?.data))).toEqual({ feed_url: 'https://tankar.example.se/feed.xml' });
  });

  it('offers no connection to anyone but the owner', async () => {
    await renderDetail(makePodcast({ feed: null }));
    expect(screen.queryByRole('form', { name: 'Connect your RSS feed' })).not.toBeInTheDocument();
  });

  it("gives the owner the code and Check now, says what is missing, and publishes once it is found", async () => {
    const { user } = await renderDetail(withFeed({}), owner);
    const panel = await screen.findByRole('region', { name: 'Your RSS feed' });
    expect(within(panel).getByTestId('verification-code')).toHaveTextContent(status.verification_code);
    expect(
      within(panel).getByText(`<podcast:txt purpose="verify">${status.verification_code}</podcast:txt>`),
    ).toBeInTheDocument();

    mockApi()
      .onPost('/podcasts/1/feed/verify/')
      .replyOnce(400, { code: 'verification_code_missing', detail: 'The code podbridge-verify-... is not in the feed yet.' });
    await user.click(within(panel).getByRole('button', { name: 'Check now' }));
    expect(await within(panel).findByText(/The code is not in the feed yet/)).toBeInTheDocument();

    mockApi()
      .onPost('/podcasts/1/feed/verify/')
      .replyOnce(200, { published: true, feed: { ...status, verified_at: new Date().toISOString() } });
    await user.click(within(panel).getByRole('button', { name: 'Check now' }));
    expect(await within(panel).findByText(/Verified! Your show is published/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
  });

  it('lets the owner refresh once an hour and says when they can again', async () => {
    const { user } = await renderDetail(withFeed({ verified: true }), owner);
    const panel = await screen.findByRole('region', { name: 'Your RSS feed' });
    const later = new Date(Date.now() + 3600_000).toISOString();
    mockApi()
      .onPost('/podcasts/1/feed/refresh/')
      .replyOnce(200, { ...status, verified_at: latest, refresh_available_at: later });
    await user.click(within(panel).getByRole('button', { name: 'Refresh now' }));
    expect(await within(panel).findByText(/You can refresh again/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Refresh now' })).toBeDisabled();
  });
});
