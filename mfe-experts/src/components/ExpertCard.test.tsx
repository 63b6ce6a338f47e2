import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Expert } from '@podbridge/shared/types';
import { makeExpert, owner, podcaster } from '../testing/expertFixtures';
import { ExpertCard } from './ExpertCard';
import { DEFAULT_PICTURE } from './ExpertPicture';

/** Renders the card; it carries the viewer's like, so nothing is asked of the server. */
async function renderCard(expert: Expert, user: typeof owner | null = null) {
  const onDeleted = jest.fn();
  const view = renderWithProviders(<ExpertCard expert={expert} onDeleted={onDeleted} />, { user });
  await screen.findByRole('article', { name: expert.name });
  return { ...view, onDeleted };
}

describe('ExpertCard', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('confirms and reports the delete in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onDelete('/experts/1/').reply(204);
    const { user, onDeleted } = await renderCard(makeExpert(), owner);
    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    const dialog = screen.getByRole('dialog', { name: 'Ta bort expertprofil' });
    expect(dialog).toHaveTextContent(
      'Vill du verkligen ta bort expertprofilen för Marie Curie? Det går inte att ångra.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort profilen' }));
    expect(await screen.findByText('Expertprofilen är borttagen')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(1);
  });

  it('gives where the expert is, the languages they speak and whether they take bookings', async () => {
    await renderCard(makeExpert({ city: 'Uppsala', languages: ['sv', 'en'], is_available: true }));
    const facts = screen.getByRole('list', { name: 'Place, languages and availability' });
    expect(facts).toHaveTextContent('Uppsala');
    expect(facts).toHaveTextContent('Swedish, English');
    expect(facts).toHaveTextContent('Open to bookings');
  });

  it('says until when an expert takes no bookings, in Swedish too', async () => {
    await act(() => i18n.changeLanguage('sv'));
    await renderCard(makeExpert({ city: null, languages: [], is_available: false, available_from: '2027-03-01' }));
    const facts = screen.getByRole('list', { name: 'Ort, språk och tillgänglighet' });
    expect(facts).toHaveTextContent(/Tar inte emot bokningar förrän .*2027/);
    expect(within(facts).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the picture, name, first expertise item, a ten-word bio and View Profile', async () => {
    await renderCard(makeExpert());
    const card = screen.getByRole('article', { name: 'Marie Curie' });
    expect(within(card).getByRole('img', { name: 'Picture of Marie Curie' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/marie.png',
    );
    expect(within(card).getByText('Radioactivity')).toBeInTheDocument();
    expect(within(card).queryByText('Chemistry')).not.toBeInTheDocument();
    expect(
      within(card).getByText('Physicist and chemist who pioneered research on radioactivity and won...'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/experts/1');
    expect(within(card).getByRole('button', { name: 'Like 4' })).toBeDisabled();
  });

  it("shows the expert's initials without an absolute picture address", async () => {
    await renderCard(makeExpert({ profile_picture_url: '/media/marie.png' }));
    const picture = screen.getByRole('img', { name: 'Picture of Marie Curie' }).getAttribute('src') ?? '';
    expect(picture).toMatch(/^data:image\/svg\+xml/);
    // Initials tell two experts without a photo apart; the one default picture would not.
    expect(decodeURIComponent(picture)).toContain('>MC</text>');
    expect(picture).not.toBe(DEFAULT_PICTURE);
  });

  it('gives Edit and Delete to the owner only', async () => {
    const { unmount } = await renderCard(makeExpert(), owner);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/experts/1/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    unmount();
    await renderCard(makeExpert(), podcaster);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("badges the owner's own pending or rejected profile, and nothing once approved", async () => {
    const pending = makeExpert({ is_approved: false, approval_status: 'pending' });
    let view = await renderCard(pending, owner);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    view.unmount();
    view = await renderCard(makeExpert({ is_approved: false, approval_status: 'rejected' }), owner);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    view.unmount();
    await renderCard(makeExpert(), owner);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('Rejected')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and reports it', async () => {
    mockApi().onDelete('/experts/1/').reply(204);
    const { user, onDeleted } = await renderCard(makeExpert(), owner);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Are you sure you want to delete the expert profile for Marie Curie? This action cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText('Expert profile deleted successfully')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(1);
  });

  it('keeps the card and says so when the delete fails', async () => {
    mockApi().onDelete('/experts/1/').reply(500);
    const { user, onDeleted } = await renderCard(makeExpert(), owner);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    expect(await screen.findByText('Failed to delete expert profile')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeEnabled());
  });

  it('closes the confirmation on Cancel without deleting', async () => {
    const { user } = await renderCard(makeExpert(), owner);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi().history.delete).toHaveLength(0);
  });

  it("shows the viewer's like as the list carries it, asking nothing more", async () => {
    await renderCard(makeExpert({ current_user_liked: true }), podcaster);
    expect(screen.getByRole('button', { name: 'Like 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(mockApi().history.get).toHaveLength(0);
  });

  it('likes through the expert react endpoint', async () => {
    mockApi().onPost('/experts/profiles/1/react/').reply(200, { status: 'reaction added', likes_count: 5 });
    const { user } = await renderCard(makeExpert(), podcaster);
    await user.click(screen.getByRole('button', { name: 'Like 4' }));
    expect(await screen.findByRole('button', { name: 'Like 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(mockApi().history.post[0]?.data as string)).toEqual({ reaction_type: 'like' });
  });
});
