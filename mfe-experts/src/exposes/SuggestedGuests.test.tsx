import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { owner, podcaster } from '../testing/expertFixtures';
import {
  MY_PODCASTS_URL,
  dismissalUrl,
  makeSuggestedGuests,
  makeSuggestion,
  myShow,
  suggestedGuestsUrl,
} from '../testing/suggestionFixtures';
import SuggestedGuests from './SuggestedGuests';

const SHOW = { id: 5, title: 'Money Talks' };

const marie = makeSuggestion(
  { id: 1, name: 'Marie Curie', user: { id: 7, username: 'marie' } },
  {
    topics: [{ id: 4, name: 'Pension savings', name_sv: 'Pensionssparande' }],
    languages: ['sv'],
    recorded: 3,
    rating_average: 4.6,
    answers_within: 'day',
  },
);
const alan = makeSuggestion(
  { id: 2, name: 'Alan Turing', user: { id: 8, username: 'alan' }, profile_picture_url: null, expertise: [] },
  { talking_points: ['Code breaking'], recorded: 1, available: false },
);

function serveSuggestions(podcast = SHOW, results = [marie, alan]) {
  mockApi().onGet(suggestedGuestsUrl(podcast.id)).reply(200, makeSuggestedGuests(podcast, results));
}

/** The widget on a show's page (with its id) or on My Profile (without). */
function renderWidget({ podcastId, user = podcaster }: { podcastId?: number; user?: StoredUserData | null } = {}) {
  return renderWithProviders(<SuggestedGuests {...(podcastId ? { podcastId } : {})} />, { user });
}

/** Nothing but the page's toaster. */
function expectNothing() {
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
}

const card = (name: string) => screen.getByRole('article', { name });

describe('SuggestedGuests', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("lists the show's suggested guests with their reasons in words, View profile and Invite", async () => {
    serveSuggestions();
    renderWidget({ podcastId: SHOW.id });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Suggested guests for Money Talks' }),
    ).toBeInTheDocument();

    const first = within(card('Marie Curie'));
    expect(
      first.getByText(
        'Talks about Pension savings · Speaks Swedish · 3 recorded appearances · Rated 4.6 · Usually answers within a day',
      ),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Marie Curie' })).toHaveAttribute('href', '/experts/1');
    expect(first.getByRole('link', { name: 'View profile: Marie Curie' })).toHaveTextContent('View profile');
    expect(first.getByRole('img', { name: 'Picture of Marie Curie' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/marie.png',
    );
    expect(first.getByRole('button', { name: /Invite to my show/ })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Not relevant: Marie Curie' })).toHaveTextContent('Not relevant');
    expect(first.queryByText('Not taking bookings now')).not.toBeInTheDocument();
  });

  it('says when an expert is not taking bookings, without Invite, and shows the default picture without one', async () => {
    serveSuggestions();
    renderWidget({ podcastId: SHOW.id });
    const second = within(await screen.findByRole('article', { name: 'Alan Turing' }));
    expect(second.getByText('Talks about Code breaking · 1 recorded appearance')).toBeInTheDocument();
    expect(second.getByText('Not taking bookings now')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Invite to my show/ })).not.toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Picture of Alan Turing' }).getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    serveSuggestions();
    renderWidget({ podcastId: SHOW.id });
    expect(await screen.findByRole('heading', { name: 'Föreslagna gäster för Money Talks' })).toBeInTheDocument();
    const first = within(card('Marie Curie'));
    expect(
      first.getByText(
        'Pratar om Pensionssparande · Talar svenska · 3 inspelade avsnitt · Betyg 4,6 · Svarar oftast inom en dag',
      ),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Visa profil: Marie Curie' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Inte relevant: Marie Curie' })).toBeInTheDocument();
    expect(within(card('Alan Turing')).getByText('Tar inte emot bokningar just nu')).toBeInTheDocument();
  });

  it('hides a card at once on "Not relevant" and brings it back in its place on Undo', async () => {
    serveSuggestions();
    mockApi().onPost(dismissalUrl(SHOW.id, 1)).reply(204);
    mockApi().onDelete(dismissalUrl(SHOW.id, 1)).reply(204);
    const { user } = renderWidget({ podcastId: SHOW.id });
    await screen.findByRole('article', { name: 'Marie Curie' });

    await user.click(screen.getByRole('button', { name: 'Not relevant: Marie Curie' }));
    expect(screen.queryByRole('article', { name: 'Marie Curie' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Hidden from suggestions: Marie Curie');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await waitFor(() => expect(mockApi().history.post).toHaveLength(1));
    expect(mockApi().history.post[0]?.url).toBe(dismissalUrl(SHOW.id, 1));

    await user.click(undo);
    expect(await screen.findByRole('article', { name: 'Marie Curie' })).toBeInTheDocument();
    expect(within(card('Marie Curie')).getByRole('link', { name: 'Marie Curie' })).toHaveFocus();
    expect(screen.queryByText('Hidden from suggestions: Marie Curie')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Marie Curie',
      'Alan Turing',
    ]);
    await waitFor(() => expect(mockApi().history.delete).toHaveLength(1));
    expect(mockApi().history.delete[0]?.url).toBe(dismissalUrl(SHOW.id, 1));
  });

  it('puts the card back and says so when hiding it fails', async () => {
    serveSuggestions();
    mockApi().onPost(dismissalUrl(SHOW.id, 2)).reply(500, { detail: 'Server error' });
    const { user } = renderWidget({ podcastId: SHOW.id });
    await user.click(await screen.findByRole('button', { name: 'Not relevant: Alan Turing' }));
    expect(await screen.findByText('Alan Turing could not be hidden. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('lets a podcaster with several shows switch between them, published and awaiting review', async () => {
    mockApi()
      .onGet(MY_PODCASTS_URL)
      .reply(200, [myShow(5, 'Money Talks'), myShow(6, 'Rejected Show', 'rejected'), myShow(9, 'New Show', 'pending')]);
    serveSuggestions();
    serveSuggestions({ id: 9, title: 'New Show' }, [makeSuggestion({ id: 3, name: 'Ada Lovelace' })]);
    const { user } = renderWidget();

    expect(await screen.findByRole('heading', { name: 'Suggested guests for Money Talks' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Money Talks', 'New Show']);
    expect(await screen.findByRole('article', { name: 'Marie Curie' })).toBeInTheDocument();

    await user.selectOptions(select, 'New Show');
    expect(screen.getByRole('heading', { name: 'Suggested guests for New Show' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Marie Curie' })).not.toBeInTheDocument();
    expect(select).toHaveFocus();
  });

  it('offers no choice to a podcaster with one show', async () => {
    mockApi()
      .onGet(MY_PODCASTS_URL)
      .reply(200, [myShow(5, 'Money Talks')]);
    serveSuggestions();
    renderWidget();
    expect(await screen.findByRole('article', { name: 'Marie Curie' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('shows nothing to a podcaster without a published or pending show', async () => {
    mockApi()
      .onGet(MY_PODCASTS_URL)
      .reply(200, [myShow(6, 'Rejected Show', 'rejected')]);
    renderWidget();
    await waitFor(() => expect(mockApi().history.get).toHaveLength(1));
    expectNothing();
  });

  it.each([
    ['an expert', owner],
    ['a visitor', null],
  ])('shows nothing to %s and asks for nothing', (_, user) => {
    renderWidget({ podcastId: SHOW.id, user });
    expectNothing();
    expect(mockApi().history.get).toHaveLength(0);
  });

  it.each([403, 404])("shows nothing when the show is not the podcaster's (%i)", async (status) => {
    mockApi().onGet(suggestedGuestsUrl(SHOW.id)).reply(status, { detail: 'Not found.' });
    renderWidget({ podcastId: SHOW.id });
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
    expectNothing();
  });

  it('says how to get suggestions when there are none, with the way to edit the show', async () => {
    serveSuggestions(SHOW, []);
    renderWidget({ podcastId: SHOW.id });
    expect(
      await screen.findByText(
        'No suggestions yet. Add the topics your show is looking for guests on to get suggestions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit show' })).toHaveAttribute('href', '/podcasts/5/edit');
  });

  it('says while it loads, then says the failure and tries again', async () => {
    mockApi().onGet(suggestedGuestsUrl(SHOW.id)).replyOnce(500, { detail: 'Server error' });
    serveSuggestions();
    const { user } = renderWidget({ podcastId: SHOW.id });
    expect(screen.getByRole('status')).toHaveTextContent('Finding guests for your show');
    expect(screen.getByRole('heading', { name: 'Suggested guests' })).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('Suggested guests could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Marie Curie' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
