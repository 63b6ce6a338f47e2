import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { ExpertPage } from '@podbridge/shared/types';
import { expertKey } from '../api/getExpert';
import { expertsKey } from '../api/getExperts';
import { formFields, makeExpert, owner } from '../testing/expertFixtures';
import ExpertProfileEditor from './ExpertProfileEditor';

const profile = makeExpert({
  id: 4,
  name: 'Grace Hopper',
  bio: 'Computer scientist',
  expertise: ['Compilers', 'Navy'],
  experience_years: 40,
  website: 'https://grace.example',
  social_media: '@grace on every network',
});

function renderEditor(status = 200) {
  mockApi()
    .onGet('/experts/my-profile/')
    .reply(status, status === 200 ? profile : { detail: 'Not found.' });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderWithProviders(<ExpertProfileEditor onClose={onClose} onSaved={onSaved} />, { user: owner });
  return { ...view, onClose, onSaved };
}

/** The dialog once the own profile arrived (a loading dialog shows before it). */
async function dialog() {
  await screen.findByLabelText('Name*');
  return within(screen.getByRole('dialog', { name: 'Edit Profile' }));
}

describe('ExpertProfileEditor', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderEditor();
    await screen.findByLabelText('Namn*');
    const editor = within(screen.getByRole('dialog', { name: 'Redigera profil' }));
    expect(editor.getByLabelText('Presentation*')).toHaveValue('Computer scientist');
    expect(editor.getByText('Skilj ämnena åt med kommatecken.')).toBeInTheDocument();
    await user.clear(editor.getByLabelText('Namn*'));
    await user.click(editor.getByRole('button', { name: 'Spara ändringar' }));
    expect(editor.getByText('Fyll i ditt namn')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('says in Swedish that there is no profile yet', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderEditor(404);
    expect(await screen.findByText('Du har ingen expertprofil än. Skapa en för att komma igång.')).toBeInTheDocument();
  });

  it('fills the dialog from the own profile', async () => {
    renderEditor();
    const editor = await dialog();
    expect(editor.getByLabelText('Name*')).toHaveValue('Grace Hopper');
    expect(editor.getByLabelText('Bio*')).toHaveValue('Computer scientist');
    expect(editor.getByLabelText('Expertise*')).toHaveValue('Compilers, Navy');
    expect(editor.getByLabelText('Years of experience*')).toHaveValue(40);
    expect(editor.getByLabelText('Years of experience*')).toHaveAttribute('min', '0');
    expect(editor.getByLabelText('Website')).toHaveValue('https://grace.example');
    expect(editor.getByLabelText('Social media')).toHaveValue('@grace on every network');
  });

  it('requires the mandatory fields, sending nothing', async () => {
    const { user } = renderEditor();
    const editor = await dialog();
    await user.clear(editor.getByLabelText('Name*'));
    await user.clear(editor.getByLabelText('Years of experience*'));
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));
    expect(editor.getByText('Name is required')).toBeInTheDocument();
    expect(editor.getByText('Experience years must be a positive number')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('saves as multipart with PUT, says so, tells the host and refreshes the expert queries', async () => {
    mockApi()
      .onPut('/experts/my-profile/')
      .reply(200, { ...profile, name: 'Rear Admiral Hopper' });
    const { user, onSaved, queryClient } = renderEditor();
    const filters = { page: 1, search: '', category: '' };
    const directory: ExpertPage = { count: 1, next: null, previous: null, results: [profile] };
    queryClient.setQueryData(expertsKey(filters, owner.id), { experts: directory.results, count: directory.count });
    queryClient.setQueryData([...expertKey(4), owner.id], profile);
    const editor = await dialog();
    const name = editor.getByLabelText('Name*');
    await user.clear(name);
    await user.type(name, 'Rear Admiral Hopper');
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(formFields(mockApi().history.put[0]?.data)).toEqual({
      name: 'Rear Admiral Hopper',
      bio: 'Computer scientist',
      expertise: 'Compilers, Navy',
      experience_years: '40',
      website: 'https://grace.example',
      social_media: '@grace on every network',
    });
    expect(queryClient.getQueryState(expertsKey(filters, owner.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([...expertKey(4), owner.id])?.isInvalidated).toBe(true);
  });

  it('shows a failed save inside the dialog, with the field messages', async () => {
    mockApi()
      .onPut('/experts/my-profile/')
      .replyOnce(500)
      .onPut('/experts/my-profile/')
      .replyOnce(400, { website: ['Enter a valid URL.'] });
    const { user, onSaved } = renderEditor();
    const editor = await dialog();
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));
    expect(await editor.findByText('Failed to update profile')).toBeInTheDocument();
    await user.click(editor.getByRole('button', { name: 'Save Changes' }));
    expect(await editor.findByText('Enter a valid URL.')).toBeInTheDocument();
    expect(editor.getByText('Failed to update profile')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('closes on Cancel without saving', async () => {
    const { user, onClose } = renderEditor();
    const editor = await dialog();
    await user.click(editor.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mockApi().history.put).toHaveLength(0);
  });

  it.each([
    [404, "You don't have an expert profile yet. Please create one to get started."],
    [500, 'Failed to load expert profile. Please try again later.'],
  ])('says so when the own profile answers %s', async (status, message) => {
    renderEditor(status);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toContainElement(screen.getByText(message));
    expect(screen.queryByLabelText('Name*')).not.toBeInTheDocument();
  });
});
