import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import type { AdminTopic } from '../../api/topics';
import { TopicsPage } from './TopicsPage';

const admin: StoredUserData = { id: 1, username: 'boss', user_type: 'listener', is_admin: true };
const topic = (id: number, name: string, name_sv: string, aliases: string[], counts = [0, 0]): AdminTopic => ({
  id,
  name,
  name_sv,
  aliases,
  expert_categories: counts[0]!,
  podcast_categories: counts[1]!,
});
const LAW = topic(34, 'Law', 'Juridik', ['jurist', 'lawyer', 'advokat'], [1, 2]);
const HEALTH = topic(40, 'Mental Health', 'Psykisk hälsa', ['mental ohälsa', 'välmående'], [3, 1]);
const SAILING = topic(70, 'Sailing', 'Segling', []);
const TOPICS = '/topics/admin/';

/** The list as the API holds it: later answers show what the test's writes changed. */
function serveTopics(initial: AdminTopic[]) {
  let current = initial;
  mockApi()
    .onGet(TOPICS)
    .reply(() => [200, current]);
  return (next: AdminTopic[]) => {
    current = next;
  };
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Topics' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('TopicsPage', () => {
  it('lists the topics with their names, aliases and categories, and filters them as the admin types', async () => {
    serveTopics([LAW, HEALTH, SAILING]);
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Topics' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Topics' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['English name', 'Swedish name', 'Aliases', 'Categories', 'Actions']);
    const law = screen.getByRole('row', { name: /^Law/ });
    expect(within(law).getByText('Juridik')).toBeInTheDocument();
    expect(
      within(law)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['jurist', 'lawyer', 'advokat']);
    expect(within(law).getByText('Experts 1')).toBeInTheDocument();
    expect(within(law).getByText('Podcasts 2')).toBeInTheDocument();
    expect(within(law).getByRole('link', { name: 'History of Law' })).toHaveAttribute(
      'href',
      '/admin/audit?target_type=topic&target_id=34',
    );
    expect(screen.getByRole('row', { name: /^Sailing/ })).toHaveTextContent('—');
    expect(screen.getByText('3 topics')).toBeInTheDocument();

    const filter = screen.getByRole('searchbox', { name: 'Filter topics' });
    // Accents and case ignored, aliases included: "valmaende" finds "välmående".
    await user.type(filter, 'VALMAENDE');
    expect(await screen.findByText('Showing 1 of 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Mental Health']);
    await user.clear(filter);
    await user.type(filter, 'advokat');
    expect(await screen.findByText('Showing 1 of 3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Law']);
    await user.type(filter, 'xyz');
    expect(await screen.findByText('No matching topics')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds a topic with comma-separated aliases and confirms it', async () => {
    const show = serveTopics([LAW]);
    const created = topic(80, 'Beekeeping', 'Biodling', ['bin', 'honung']);
    mockApi()
      .onPost('/topics/', { name: 'Beekeeping', name_sv: 'Biodling', aliases: ['bin', 'honung'] })
      .reply(() => {
        show([created, LAW]);
        return [201, created];
      });
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });

    await screen.findByRole('table', { name: 'Topics' });
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    const dialog = screen.getByRole('dialog', { name: 'Add topic' });
    await user.type(within(dialog).getByRole('textbox', { name: /English name/ }), ' Beekeeping ');
    await user.type(within(dialog).getByRole('textbox', { name: /Swedish name/ }), 'Biodling');
    await user.type(within(dialog).getByRole('textbox', { name: /Aliases/ }), 'bin, , honung,');
    expect(dialog).toHaveTextContent('2 of 30.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));

    expect(await screen.findByText('Topic "Beekeeping" added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Beekeeping/ })).toBeInTheDocument();
  });

  it('says what is wrong before sending: blank names, a name another topic has, too many aliases', async () => {
    serveTopics([LAW, HEALTH]);
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });

    await screen.findByRole('table', { name: 'Topics' });
    await user.click(screen.getByRole('button', { name: 'Add Topic' }));
    const dialog = screen.getByRole('dialog', { name: 'Add topic' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Aliases/ }),
      Array.from({ length: 31 }, (_, index) => `word${index}`).join(', '),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));
    expect(within(dialog).getByRole('textbox', { name: /English name/ })).toHaveAccessibleDescription(
      'Enter the English name.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Swedish name/ })).toHaveAccessibleDescription(
      'Enter the Swedish name.',
    );
    expect(within(dialog).getByText('Enter at most 30 aliases.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /English name/ }), 'mental health');
    await user.click(within(dialog).getByRole('button', { name: 'Add Topic' }));
    expect(await within(dialog).findByText('A topic with this English name already exists.')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('edits a topic in a dialog, showing the API’s field errors under the fields', async () => {
    const show = serveTopics([LAW, HEALTH]);
    const renamed = { ...LAW, name: 'Law & Justice', aliases: ['jurist', 'paragrafryttare'] };
    const patch = mockApi().onPatch('/topics/34/', {
      name: 'Law & Justice',
      name_sv: 'Juridik',
      aliases: ['jurist', 'paragrafryttare'],
    });
    patch.replyOnce(400, {
      aliases: ['Write each alias on its own, without commas or line breaks.'],
      field_codes: { aliases: ['invalid'] },
    });
    patch.replyOnce(() => {
      show([renamed, HEALTH]);
      return [200, renamed];
    });
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });

    await user.click(await screen.findByRole('button', { name: 'Edit Law' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Law' });
    const name = within(dialog).getByRole('textbox', { name: /English name/ });
    const aliases = within(dialog).getByRole('textbox', { name: /Aliases/ });
    expect(name).toHaveValue('Law');
    expect(within(dialog).getByRole('textbox', { name: /Swedish name/ })).toHaveValue('Juridik');
    expect(aliases).toHaveValue('jurist, lawyer, advokat');
    await user.clear(name);
    await user.type(name, 'Law & Justice');
    await user.clear(aliases);
    await user.type(aliases, 'jurist, paragrafryttare');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Write each alias on its own, without commas or line breaks.'),
    ).toBeInTheDocument();
    expect(aliases).toHaveAccessibleDescription(expect.stringContaining('Write each alias on its own'));

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Topic "Law & Justice" saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Law & Justice/ })).toHaveTextContent('paragrafryttare');
  });

  it('deletes a topic once the admin confirms, saying what happens to its categories', async () => {
    const show = serveTopics([LAW, HEALTH]);
    mockApi()
      .onDelete('/topics/34/')
      .reply(() => {
        show([HEALTH]);
        return [204];
      });
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });

    await user.click(await screen.findByRole('button', { name: 'Delete Law' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Law' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the topic "Law"?');
    expect(dialog).toHaveTextContent('(experts: 1, podcasts: 2)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockApi().history.delete).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Law' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Law' })).getByRole('button', { name: 'Delete Topic' }),
    );
    expect(await screen.findByText('Topic "Law" deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText('1 topic');
    expect(rowNames()).toEqual(['Mental Health']);
  });

  it('keeps the dialog open with the reason when deleting fails', async () => {
    serveTopics([LAW]);
    mockApi().onDelete('/topics/34/').reply(404, { code: 'not_found', detail: 'Not found.' });
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });
    await user.click(await screen.findByRole('button', { name: 'Delete Law' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Law' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Topic' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found.');
  });

  it('shows the permission text to a non-admin', async () => {
    mockApi()
      .onGet(TOPICS)
      .reply(403, { code: 'permission_denied', detail: 'You do not have permission to perform this action.' });
    renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to edit topics");
    expect(screen.getByRole('button', { name: 'Add Topic' })).toBeDisabled();
  });

  it('speaks Swedish', async () => {
    serveTopics([LAW, HEALTH]);
    const { user } = renderWithProviders(<TopicsPage />, { user: admin, route: '/admin/topics' });
    await screen.findByRole('table', { name: 'Topics' });
    await act(() => i18n.changeLanguage('sv'));

    expect(screen.getByRole('heading', { level: 1, name: 'Ämnen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administrationens delar' })).toHaveTextContent('Ämnen');
    const table = screen.getByRole('table', { name: 'Ämnen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Engelskt namn', 'Svenskt namn', 'Alias', 'Kategorier', 'Åtgärder']);
    const law = screen.getByRole('row', { name: /^Law/ });
    expect(within(law).getByText('Experter 1')).toBeInTheDocument();
    expect(within(law).getByText('Poddar 2')).toBeInTheDocument();
    expect(screen.getByText('2 ämnen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ta bort Law' }));
    expect(screen.getByRole('dialog', { name: 'Ta bort Law' })).toHaveTextContent(
      'Vill du verkligen ta bort ämnet ”Law”?',
    );
  });
});
