import type { UserEvent } from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { applyServerErrors } from '@podbridge/shared/forms';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Expert } from '@podbridge/shared/types';
import { Button } from '@podbridge/kit';
import { useCreateExpertProfile } from '../api/createExpertProfile';
import { useUpdateExpertProfile } from '../api/updateExpertProfile';
import { formFields, makeExpert, owner } from '../testing/expertFixtures';
import { ExpertProfileForm } from './ExpertProfileForm';
import { PAGE_FIELDS, expertFields, useExpertForm, type ExpertFormValues } from './expertForm';

/** Puts the text in a field as one paste (typing it key by key costs seconds on a busy machine). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The profile form as the create page (no profile) and the edit page (a profile) send it. */
function ProfileForm({ expert }: { expert?: Expert }) {
  const expertForm = useExpertForm(expert);
  const create = useCreateExpertProfile();
  const update = useUpdateExpertProfile();
  const submit = async (values: ExpertFormValues) => {
    const fields = expertFields(values);
    try {
      if (expert) await update.mutateAsync({ id: expert.id, fields, picture: { file: null } });
      else await create.mutateAsync({ fields, picture: null });
    } catch (error) {
      applyServerErrors(expertForm.form, error, { fields: PAGE_FIELDS });
    }
  };
  return (
    <ExpertProfileForm
      label="Expert profile"
      expertForm={expertForm}
      categories={[]}
      saved={expert}
      onSubmit={submit}
      actions={<Button type="submit">Save</Button>}
    />
  );
}

function renderForm(expert?: Expert) {
  return renderWithProviders(<ProfileForm expert={expert} />, { user: owner });
}

type User = ReturnType<typeof renderForm>['user'];

async function fillRequired(user: User) {
  await fill(user, screen.getByLabelText('Full Name*'), 'Marie Curie');
  await fill(user, screen.getByLabelText('Expertise*'), 'Radioactivity');
  await fill(user, screen.getByLabelText('Years of Experience*'), '25');
  await fill(user, screen.getByLabelText('Professional Bio*'), 'Physicist and chemist');
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save' }));
const appearance = (number: number) => screen.getByRole('group', { name: `Appearance ${number}` });
const sent = (method: 'post' | 'patch') => formFields(mockApi().history[method][0]?.data);

function appearances(count: number): Expert['past_appearances'] {
  return Array.from({ length: count }, (_, index) => ({
    show: `Show ${index + 1}`,
    episode: `Episode ${index + 1}`,
    url: null,
    date: null,
  }));
}

describe('ExpertProfileFields', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('starts a new profile open to bookings, recording remote or in person, and leaves empty details out', async () => {
    mockApi().onPost('/experts/create/').reply(201, makeExpert());
    const { user } = renderForm();
    expect(screen.getByRole('radio', { name: 'Remote or in person' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open to bookings' })).toBeChecked();
    expect(screen.queryByLabelText('Not taking bookings until')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveDisplayValue('Choose a region');
    expect(screen.queryByRole('group', { name: 'Appearance 1' })).not.toBeInTheDocument();
    await fillRequired(user);
    await save(user);
    await waitFor(() => expect(mockApi().history.post).toHaveLength(1));
    const fields = sent('post');
    expect(fields.recording_format).toBe('both');
    for (const name of ['languages', 'city', 'region', 'available_from', 'sample_url', 'past_appearances']) {
      expect({ name, value: fields[name] }).toEqual({ name, value: undefined });
    }
  });

  it("sends a new profile's languages, place, recording format, availability, sample and past appearances", async () => {
    mockApi().onPost('/experts/create/').reply(201, makeExpert());
    const { user } = renderForm();
    await fillRequired(user);
    const languages = screen.getByRole('group', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Swedish',
      'English',
      'Finnish',
      'Norwegian',
      'Danish',
      'German',
      'French',
      'Spanish',
      'Arabic',
      'Persian',
      'Somali',
      'Polish',
    ]);
    await user.click(within(languages).getByRole('checkbox', { name: 'Swedish' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Finnish' }));
    await fill(user, screen.getByLabelText('City'), ' Uppsala ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Uppsala');
    await user.click(screen.getByRole('radio', { name: 'Remote' }));
    await user.click(screen.getByRole('checkbox', { name: 'Open to bookings' }));
    await fill(user, screen.getByLabelText('Not taking bookings until'), '2026-12-01');
    await fill(user, screen.getByLabelText('Sample Link'), 'https://curie.example/sample.mp3');
    await user.click(screen.getByRole('button', { name: 'Add appearance' }));
    await fill(user, within(appearance(1)).getByLabelText('Show'), 'Mind Matters');
    await fill(user, within(appearance(1)).getByLabelText('Episode Title'), 'Burnout');
    await fill(user, within(appearance(1)).getByLabelText('Link'), 'https://pods.example/mind-matters/1');
    await fill(user, within(appearance(1)).getByLabelText('Date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Add appearance' }));
    await fill(user, within(appearance(2)).getByLabelText('Show'), 'Science Hour');
    await fill(user, within(appearance(2)).getByLabelText('Episode Title'), 'Radium');
    await save(user);
    await waitFor(() => expect(mockApi().history.post).toHaveLength(1));
    const fields = sent('post');
    expect(fields).toMatchObject({
      languages: 'sv,fi',
      city: 'Uppsala',
      region: 'uppsala',
      recording_format: 'remote',
      available_from: '2026-12-01',
      sample_url: 'https://curie.example/sample.mp3',
    });
    expect(JSON.parse(String(fields.past_appearances))).toEqual([
      { show: 'Mind Matters', episode: 'Burnout', url: 'https://pods.example/mind-matters/1', date: '2026-03-01' },
      { show: 'Science Hour', episode: 'Radium', url: '', date: '' },
    ]);
  });

  it('fills the details from the saved profile and sends them cleared once the expert clears them', async () => {
    mockApi().onPatch('/experts/1/').reply(200, makeExpert());
    const expert = makeExpert({
      languages: ['sv', 'it'],
      city: 'Uppsala',
      region: 'uppsala',
      recording_format: 'in_person',
      available_from: '2099-01-15',
      is_available: false,
    });
    const { user } = renderForm(expert);
    const languages = screen.getByRole('group', { name: 'Languages' });
    expect(within(languages).getByRole('checkbox', { name: 'Swedish' })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: 'English' })).not.toBeChecked();
    // A language the list does not offer stays on the profile.
    expect(within(languages).getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    expect(screen.getByLabelText('City')).toHaveValue('Uppsala');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('uppsala');
    expect(screen.getByRole('radio', { name: 'In person' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open to bookings' })).not.toBeChecked();
    expect(screen.getByLabelText('Not taking bookings until')).toHaveValue('2099-01-15');
    expect(screen.getByLabelText('Sample Link')).toHaveValue('https://curie.example/sample.mp3');
    expect(within(appearance(1)).getByLabelText('Show')).toHaveValue('Mind Matters');
    expect(within(appearance(1)).getByLabelText('Episode Title')).toHaveValue('Radium and me');
    expect(within(appearance(1)).getByLabelText('Link')).toHaveValue('https://pods.example/mind-matters/12');
    expect(within(appearance(1)).getByLabelText('Date')).toHaveValue('2026-03-01');

    await user.click(within(languages).getByRole('checkbox', { name: 'Swedish' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Italian' }));
    await user.clear(screen.getByLabelText('City'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'Choose a region');
    await user.click(screen.getByRole('checkbox', { name: 'Open to bookings' }));
    await user.clear(screen.getByLabelText('Sample Link'));
    await user.click(screen.getByRole('button', { name: 'Remove appearance 1' }));
    await save(user);
    await waitFor(() => expect(mockApi().history.patch).toHaveLength(1));
    expect(sent('patch')).toMatchObject({
      languages: '',
      city: '',
      region: '',
      recording_format: 'in_person',
      available_from: '',
      sample_url: '',
      past_appearances: '[]',
    });
  });

  it('checks the sample link, the appearances and the date before sending anything', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Sample Link'), 'curie.example/sample');
    await user.click(screen.getByRole('checkbox', { name: 'Open to bookings' }));
    await user.click(screen.getByRole('button', { name: 'Add appearance' }));
    await fill(user, within(appearance(1)).getByLabelText('Show'), '   ');
    await user.click(within(appearance(1)).getByLabelText('Episode Title'));
    await user.paste('x'.repeat(201));
    await fill(user, within(appearance(1)).getByLabelText('Link'), 'ftp://pods.example/1');
    await user.click(screen.getByLabelText('City'));
    await user.paste('U'.repeat(101));
    await save(user);
    expect(screen.getByLabelText('Sample Link')).toHaveAccessibleDescription(
      /Please enter a valid URL \(starting with http:\/\/ or https:\/\/\)/,
    );
    expect(screen.getByLabelText('Not taking bookings until')).toHaveAccessibleDescription(
      'Choose the date you take bookings again, or tick “Open to bookings”.',
    );
    expect(within(appearance(1)).getByLabelText('Show')).toHaveAccessibleDescription('Show name is required');
    expect(within(appearance(1)).getByLabelText('Episode Title')).toHaveAccessibleDescription(
      'At most 200 characters.',
    );
    expect(within(appearance(1)).getByLabelText('Link')).toHaveAccessibleDescription(
      'Please enter a valid URL (starting with http:// or https://)',
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City may have at most 100 characters.');
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('allows at most ten languages', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    const languages = screen.getByRole('group', { name: 'Languages' });
    for (const box of within(languages).getAllByRole('checkbox').slice(0, 11)) await user.click(box);
    await save(user);
    expect(within(languages).getByRole('alert')).toHaveTextContent('Choose at most 10 languages.');
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('refuses eleven past appearances and offers no more than ten', async () => {
    mockApi().onPatch('/experts/1/').reply(200, makeExpert());
    const { user } = renderForm(makeExpert({ past_appearances: appearances(11) }));
    const add = screen.getByRole('button', { name: 'Add appearance' });
    expect(add).toBeDisabled();
    await save(user);
    expect(screen.getByText('List at most 10 past appearances.')).toBeInTheDocument();
    expect(mockApi().history.patch).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove appearance 11' }));
    expect(screen.queryByText('List at most 10 past appearances.')).not.toBeInTheDocument();
    expect(add).toBeDisabled();
    await save(user);
    await waitFor(() => expect(mockApi().history.patch).toHaveLength(1));
    const sentAppearances = JSON.parse(String(sent('patch').past_appearances)) as { show: string }[];
    expect(sentAppearances.map((item) => item.show)).toEqual(appearances(10).map((item) => item.show));
  });

  it("shows the server's messages on the sample link and on the past appearances", async () => {
    mockApi()
      .onPatch('/experts/1/')
      .reply(400, { sample_url: ['Enter a valid URL.'], past_appearances: ['Each appearance needs a show.'] });
    const { user } = renderForm(makeExpert());
    await save(user);
    expect(await screen.findByText('Each appearance needs a show.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sample Link')).toHaveAccessibleDescription(/Enter a valid URL\./);
  });

  it('speaks Swedish: the languages, regions, formats, availability and appearances', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderForm();
    const languages = screen.getByRole('group', { name: 'Språk' });
    expect(within(languages).getByRole('checkbox', { name: 'Svenska' })).toBeInTheDocument();
    expect(within(languages).getByRole('checkbox', { name: 'Finska' })).toBeInTheDocument();
    expect(screen.getByText('Språk som du kan bli intervjuad på.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ort')).toBeInTheDocument();
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(region).toHaveDisplayValue('Välj en region');
    expect(within(region).getByRole('option', { name: 'Utanför Sverige' })).toBeInTheDocument();
    expect(within(region).getByRole('option', { name: 'Västra Götaland' })).toBeInTheDocument();
    const format = screen.getByRole('group', { name: 'Inspelning' });
    expect(
      within(format)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['På distans', 'På plats', 'På distans eller på plats']);
    await user.click(screen.getByRole('checkbox', { name: 'Tar emot bokningar' }));
    expect(screen.getByLabelText('Tar inte emot bokningar förrän')).toBeInTheDocument();
    expect(screen.getByLabelText('Länk till smakprov')).toBeInTheDocument();
    expect(screen.getByText('Poddar som du har gästat, högst 10.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till gästframträdande' }));
    const first = screen.getByRole('group', { name: 'Gästframträdande 1' });
    for (const label of ['Podd', 'Avsnittets titel', 'Länk', 'Datum']) {
      expect(within(first).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(first).getByRole('button', { name: 'Ta bort gästframträdande 1' })).toHaveTextContent('Ta bort');
    await save(user);
    expect(within(first).getByLabelText('Podd')).toHaveAccessibleDescription('Ange poddens namn');
    expect(screen.getByLabelText('Tar inte emot bokningar förrän')).toHaveAccessibleDescription(
      'Välj datumet då du tar emot bokningar igen, eller kryssa i ”Tar emot bokningar”.',
    );
  });
});
