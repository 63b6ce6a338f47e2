const loadRemote = jest.fn();
// Standalone: no page-level federation instance knows `messaging`, so the remote's own loadRemote is asked.
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: () => null,
}));

import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { MessageDialogProps } from '@podbridge/shared/types';
import { LOADED_LIKES, makeExpert, mockExpertSocial, owner, podcaster } from '../../testing/expertFixtures';
import { ExpertDetailPage } from './ExpertDetailPage';

async function renderDetail(user: typeof owner | null = null, expert = makeExpert()) {
  mockApi().onGet('/experts/profiles/1/').reply(200, expert);
  mockExpertSocial();
  const view = renderWithProviders(<ExpertDetailPage />, { route: '/experts/1', path: '/experts/:id', user });
  await screen.findByRole('heading', { name: expert.name, level: 1 });
  await screen.findByRole('heading', { name: 'Comments (0)' });
  if (user) await screen.findByRole('button', { name: `Like ${LOADED_LIKES}` });
  return view;
}

describe('ExpertDetailPage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const expert = makeExpert();
    mockApi().onGet('/experts/profiles/1/').reply(200, expert);
    mockExpertSocial();
    renderWithProviders(<ExpertDetailPage />, { route: '/experts/1', path: '/experts/:id' });
    await screen.findByRole('heading', { name: expert.name, level: 1 });
    expect(await screen.findByRole('heading', { name: 'Kommentarer (0)' })).toBeInTheDocument();
    expect(screen.getByText('25 års erfarenhet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Om experten' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Expertområden' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bild på Marie Curie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in för att skriva' })).toHaveAttribute('href', '/login');
  });

  it('shows picture, name, expertise, years of experience, bio, links and the comments prompt', async () => {
    await renderDetail(podcaster, makeExpert({ social_media: 'https://social.example/marie' }));
    expect(screen.getByRole('img', { name: 'Picture of Marie Curie' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/marie.png',
    );
    expect(screen.getByText('25 years experience')).toBeInTheDocument();
    const expertise = screen.getByRole('list', { name: 'Expertise' });
    expect(within(expertise).getByText('Radioactivity')).toBeInTheDocument();
    expect(within(expertise).getByText('Chemistry')).toBeInTheDocument();
    expect(screen.getByText(/pioneered research on radioactivity/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^https:\/\/curie\.example/ })).toHaveAttribute(
      'href',
      'https://curie.example',
    );
    expect(screen.getByRole('link', { name: /social\.example/ })).toHaveAttribute(
      'href',
      'https://social.example/marie',
    );
    expect(screen.getByRole('link', { name: 'contact@curie.example' })).toHaveAttribute(
      'href',
      'mailto:contact@curie.example',
    );
    expect(screen.getByLabelText('Share your thoughts about this expert')).toBeInTheDocument();
  });

  it('links only http(s) addresses, shows other social text as text and no email link without a public email', async () => {
    await renderDetail(null, makeExpert({ website: 'javascript:alert(1)', social_media: '@mariecurie', email: null }));
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByText('@mariecurie').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like 4' })).toBeDisabled();
  });

  it('gives the owner Edit Profile and no Message Expert', async () => {
    await renderDetail(owner);
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/experts/1/edit');
    expect(screen.queryByRole('button', { name: 'Message Expert' })).not.toBeInTheDocument();
  });

  it('gives a signed-in non-owner Message Expert and no Edit Profile', async () => {
    await renderDetail(podcaster);
    expect(screen.getByRole('button', { name: 'Message Expert' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('offers a visitor to sign in to message, and neither Message Expert nor Edit Profile', async () => {
    await renderDetail();
    expect(screen.queryByRole('button', { name: 'Message Expert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to message' })).toHaveAttribute('href', '/login');
  });

  it('names the expert once as the heading, with the chosen categories under it', async () => {
    await renderDetail(null, makeExpert({ categories: [{ id: 4, name: 'Science', name_sv: 'Vetenskap' }] }));
    expect(screen.getAllByText('Marie Curie')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Marie Curie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getAllByText('Science').length).toBeGreaterThan(0);
  });

  it("opens the messaging remote's dialog for the expert's user", async () => {
    function FakeDialog({ recipient, onClose }: MessageDialogProps) {
      return (
        <div role="dialog" aria-label={`Message ${recipient.username} (${recipient.id})`}>
          <button type="button" onClick={onClose}>
            Done
          </button>
        </div>
      );
    }
    loadRemote.mockResolvedValue({ default: FakeDialog });
    const { user } = await renderDetail(podcaster);
    await user.click(screen.getByRole('button', { name: 'Message Expert' }));
    expect(await screen.findByRole('dialog', { name: 'Message marie (7)' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messaging/MessageDialog');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a missing messaging remote inside a friendly dialog', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-004: messaging is not registered'));
    const { user } = await renderDetail(podcaster);
    await user.click(screen.getByRole('button', { name: 'Message Expert' }));
    expect(
      await screen.findByText('Messaging is unavailable right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Message Expert' });
    expect(within(dialog).getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });

  it('offers a podcaster Invite to my show while the expert takes bookings, and says until when otherwise', async () => {
    await renderDetail(podcaster, makeExpert({ is_available: true, available_from: null }));
    expect(screen.getByRole('button', { name: 'Invite to my show' })).toBeInTheDocument();
  });

  it('tells a podcaster the expert is not taking bookings before the invitation can open', async () => {
    await renderDetail(podcaster, makeExpert({ is_available: false, available_from: '2099-01-31' }));
    expect(screen.queryByRole('button', { name: 'Invite to my show' })).not.toBeInTheDocument();
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.closest('[aria-label="Expert actions"]') !== null);
    expect(notice).toHaveTextContent(/^Not taking bookings until .*2099/);
  });

  it("warns 'Expert not found' on a 404", async () => {
    mockApi().onGet('/experts/profiles/1/').reply(404, { detail: 'Not found.' });
    renderWithProviders(<ExpertDetailPage />, { route: '/experts/1', path: '/experts/:id' });
    expect(await screen.findByText('Expert not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Experts' })).toHaveAttribute('href', '/experts');
  });

  it("shows the server's detail or 'Error fetching expert details'", async () => {
    mockApi()
      .onGet('/experts/profiles/1/')
      .replyOnce(500, { detail: 'Database unavailable' })
      .onGet('/experts/profiles/1/')
      .reply(500);
    const { unmount } = renderWithProviders(<ExpertDetailPage />, { route: '/experts/1', path: '/experts/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    unmount();
    renderWithProviders(<ExpertDetailPage />, { route: '/experts/1', path: '/experts/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching expert details');
  });
});
