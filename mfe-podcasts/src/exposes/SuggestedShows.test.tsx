const mockLoadRemote = jest.fn();
// Standalone: no page-level federation instance knows `messaging`, so this build's own loadRemote is asked.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  getInstance: () => null,
}));

import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { MessageDialogProps, StoredUserData } from '@podbridge/shared/types';
import type { SuggestedShow, SuggestedShows as SuggestedShowsAnswer } from '../api/suggestedShows';
import { makePodcast, owner, podcasterByline } from '../testing/podcastFixtures';
import SuggestedShows from './SuggestedShows';

const expert: StoredUserData = { id: 12, username: 'grace', user_type: 'expert' };
const SUGGESTIONS_URL = '/experts/profile/suggested-shows/';
const dismissUrl = (id: number) => `/experts/profile/suggested-shows/${id}/dismiss/`;

const personalFinance = { id: 1, name: 'Personal Finance', name_sv: 'Privatekonomi' };
const investing = { id: 2, name: 'Investing', name_sv: 'Investeringar' };
const economics = { id: 3, name: 'Economics', name_sv: 'Ekonomi' };

const pensions: SuggestedShow = {
  podcast: makePodcast({
    id: 21,
    title: 'Pensionspodden',
    owner: { id: 31, user: 31, username: 'pia', profile_picture_url: null },
    thumbnail_url: 'https://cdn.podbridge.test/pensions-400.png',
    guest_topics: [personalFinance, investing],
    audience_languages: ['sv'],
  }),
  reasons: { looking_for: [personalFinance, investing], topics: [], languages: ['sv'] },
};
const markets: SuggestedShow = {
  podcast: makePodcast({
    id: 22,
    title: 'Market Hour',
    owner: { id: 32, user: 32, username: 'max', profile_picture_url: null },
    thumbnail_url: null,
    image_url: null,
    audience_languages: ['sv', 'en'],
  }),
  reasons: { looking_for: [], topics: [economics], languages: ['sv', 'en'] },
};

function serveSuggestions(answer: SuggestedShowsAnswer = { results: [pensions, markets] }) {
  mockApi().onGet(SUGGESTIONS_URL).reply(200, answer);
}

function renderSuggestions(user: StoredUserData | null = expert) {
  return renderWithProviders(<SuggestedShows />, { user });
}

const card = async (title: string) => within(await screen.findByRole('article', { name: title }));

/** Stands in for `messaging/MessageDialog`: shows whom it writes to and the message it starts with. */
function FakeMessageDialog({ recipient, draft, onClose }: MessageDialogProps) {
  return (
    <div role="dialog" aria-label={`Message ${recipient.username}`}>
      <textarea aria-label="Message" defaultValue={draft} />
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

describe('SuggestedShows', () => {
  beforeEach(() => {
    mockLoadRemote
      .mockReset()
      .mockImplementation(async (id: string) =>
        id === 'messaging/MessageDialog' ? { default: FakeMessageDialog } : undefined,
      );
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists each show with its thumbnail, link, owner and reasons in words, best first', async () => {
    serveSuggestions();
    renderSuggestions();
    const section = within(await screen.findByRole('region', { name: 'Shows looking for guests like you' }));
    expect(section.getByRole('heading', { level: 2, name: 'Shows looking for guests like you' })).toBeInTheDocument();
    const shows = await screen.findAllByRole('article');
    expect(shows.map((show) => show.getAttribute('aria-labelledby'))).toEqual([
      'suggested-show-21',
      'suggested-show-22',
    ]);

    const first = await card('Pensionspodden');
    expect(first.getByRole('heading', { level: 3, name: 'Pensionspodden' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Pensionspodden' })).toHaveAttribute('href', '/podcasts/21');
    expect(podcasterByline(first, 'pia')).toEqual({ text: 'by pia', href: '/podcasters/31' });
    expect(first.getByRole('presentation')).toHaveAttribute('src', 'https://cdn.podbridge.test/pensions-400.png');
    expect(
      first.getByText('Looking for guests on Personal Finance, Investing · Audience speaks Swedish'),
    ).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View show' })).toHaveAttribute('href', '/podcasts/21');
    expect(first.getByRole('button', { name: 'Pitch yourself' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Not relevant' })).toBeInTheDocument();

    const second = await card('Market Hour');
    expect(second.getByText('About Economics · Audience speaks Swedish and English')).toBeInTheDocument();
    // No cover of its own: the show's monogram stands in.
    expect(second.getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(second.getByRole('presentation').getAttribute('src') ?? '')).toContain('>MH</text>');
  });

  it('speaks Swedish: heading, reasons with Swedish topic and language names, and the actions', async () => {
    await act(() => i18n.changeLanguage('sv'));
    serveSuggestions();
    renderSuggestions();
    expect(await screen.findByRole('heading', { name: 'Poddar som söker gäster som du' })).toBeInTheDocument();
    const first = await card('Pensionspodden');
    expect(
      first.getByText('Söker gäster inom Privatekonomi, Investeringar · Publiken talar svenska'),
    ).toBeInTheDocument();
    expect(podcasterByline(first, 'pia')).toEqual({ text: 'av pia', href: '/podcasters/31' });
    expect(first.getByRole('link', { name: 'Visa podden' })).toHaveAttribute('href', '/podcasts/21');
    expect(first.getByRole('button', { name: 'Presentera dig' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Inte relevant' })).toBeInTheDocument();
    const second = await card('Market Hour');
    expect(second.getByText('Handlar om Ekonomi · Publiken talar svenska och engelska')).toBeInTheDocument();
  });

  it("opens the messaging remote's dialog to the owner with a pitch naming the show and topic", async () => {
    serveSuggestions();
    const { user } = renderSuggestions();
    await user.click((await card('Pensionspodden')).getByRole('button', { name: 'Pitch yourself' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message pia' }));
    expect(mockLoadRemote).toHaveBeenCalledWith('messaging/MessageDialog');
    expect(dialog.getByLabelText('Message')).toHaveValue(
      "Hi! I saw that Pensionspodden is looking for guests on Personal Finance. I'd love to talk about …",
    );
    // Only the dialog's own Send sends: opening it writes nothing.
    expect(mockApi().history.post).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('writes the pitch in Swedish on a Swedish page', async () => {
    await act(() => i18n.changeLanguage('sv'));
    serveSuggestions();
    const { user } = renderSuggestions();
    await user.click((await card('Market Hour')).getByRole('button', { name: 'Presentera dig' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Message max' }));
    expect(dialog.getByLabelText('Message')).toHaveValue(
      'Hej! Jag såg att Market Hour handlar om Ekonomi. Jag pratar gärna om …',
    );
  });

  it('hides a show at once on Not relevant, and Undo brings it back', async () => {
    serveSuggestions();
    let answerDismissal: (value: [number]) => void = () => undefined;
    mockApi()
      .onPost(dismissUrl(21))
      .reply(() => new Promise((resolve) => (answerDismissal = resolve)));
    mockApi().onDelete(dismissUrl(21)).reply(204);
    const { user } = renderSuggestions();

    await user.click((await card('Pensionspodden')).getByRole('button', { name: 'Not relevant' }));
    expect(screen.queryByRole('article', { name: 'Pensionspodden' })).not.toBeInTheDocument();
    const hidden = within(screen.getByRole('group', { name: 'Pensionspodden' }));
    expect(hidden.getByRole('status')).toHaveTextContent('Hidden');
    expect(hidden.getByRole('button', { name: 'Undo' })).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Market Hour' })).toBeInTheDocument();
    await act(async () => answerDismissal([204]));
    expect(mockApi().history.post.map((request) => request.url)).toEqual([dismissUrl(21)]);

    await user.click(hidden.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Pensionspodden' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Pensionspodden' })).not.toBeInTheDocument();
    await waitFor(() => expect(mockApi().history.delete.map((request) => request.url)).toEqual([dismissUrl(21)]));
  });

  it('sends an Undo pressed before the server answered only after the Not relevant', async () => {
    serveSuggestions();
    let answerDismissal: (value: [number]) => void = () => undefined;
    mockApi()
      .onPost(dismissUrl(22))
      .reply(() => new Promise((resolve) => (answerDismissal = resolve)));
    mockApi().onDelete(dismissUrl(22)).reply(204);
    const { user } = renderSuggestions();
    await user.click((await card('Market Hour')).getByRole('button', { name: 'Not relevant' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('article', { name: 'Market Hour' })).toBeInTheDocument();
    expect(mockApi().history.delete).toHaveLength(0);
    await act(async () => answerDismissal([204]));
    await waitFor(() => expect(mockApi().history.delete.map((request) => request.url)).toEqual([dismissUrl(22)]));
    expect(screen.getByRole('article', { name: 'Market Hour' })).toBeInTheDocument();
  });

  it('shows the card again and says so when it cannot be hidden', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveSuggestions();
    mockApi().onPost(dismissUrl(21)).reply(500);
    const { user } = renderSuggestions();
    await user.click((await card('Pensionspodden')).getByRole('button', { name: 'Not relevant' }));
    expect(await screen.findByText('Could not hide the show. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pensionspodden' })).toBeInTheDocument();
  });

  it('shows nothing to a podcaster and asks for nothing', async () => {
    renderSuggestions(owner);
    await act(async () => undefined);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(mockApi().history.get).toHaveLength(0);
  });

  it('shows nothing to an expert without a profile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet(SUGGESTIONS_URL).reply(404, { detail: 'You do not have an expert profile.', code: 'no_profile' });
    renderSuggestions();
    expect(await screen.findByRole('status')).toHaveTextContent('Finding shows for you...');
    await waitForElementToBeRemoved(() => screen.queryByRole('region'));
    expect(mockApi().history.get.map((request) => request.url)).toEqual([SUGGESTIONS_URL]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says how to be found when no show is looking for the expert’s topics', async () => {
    serveSuggestions({ results: [] });
    renderSuggestions();
    expect(
      await screen.findByText(
        'No shows are looking for your topics right now. Add talking points and categories to your profile to be found.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the suggestions cannot be loaded, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet(SUGGESTIONS_URL).replyOnce(500);
    serveSuggestions();
    const { user } = renderSuggestions();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the suggested shows.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Pensionspodden' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in Swedish when they cannot be loaded or there are none', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet(SUGGESTIONS_URL).replyOnce(500);
    const { unmount } = renderSuggestions();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Förslagen kunde inte laddas.');
    expect(within(alert).getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    unmount();
    serveSuggestions({ results: [] });
    renderSuggestions();
    expect(
      await screen.findByText(
        'Just nu söker inga poddar gäster inom dina ämnen. Lägg till samtalsämnen och kategorier i din profil så att poddarna hittar dig.',
      ),
    ).toBeInTheDocument();
  });
});
