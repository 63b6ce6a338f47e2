import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { Avatar } from './Avatar';
import { CardOwnerActions } from './CardOwnerActions';
import { ConfirmDialog } from './ConfirmDialog';
import { DetailLayout, DetailLoadError, WithBackLink } from './DetailLayout';
import { FormDialog } from './FormDialog';
import { NotFoundNotice } from './NotFoundNotice';
import { NoticeCard } from './NoticeCard';

const back = { to: '/podcasts', label: 'Back to Podcasts' };

describe('DetailLayout', () => {
  it('lays out its columns in order', () => {
    renderWithProviders(
      <DetailLayout sideWidth="340px">
        <p>Cover</p>
        <p>About</p>
        <p>Comments</p>
      </DetailLayout>,
    );
    expect(screen.getByText('Cover').parentElement?.textContent).toBe('CoverAboutComments');
  });
});

describe('DetailLoadError', () => {
  it("says a 404 is not found like the site's 404 page, with the way back and the way home", () => {
    const { container: main } = renderWithProviders(
      <DetailLoadError status={404} detail="Gone" notFound="Podcast not found" failure="Error fetching" back={back} />,
    );
    expect(within(main).getByRole('heading', { name: 'Podcast not found' })).toBeInTheDocument();
    expect(main).toHaveTextContent('It may have been removed, or it is not published yet.');
    expect(within(main).getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows the server's detail, else the failure text, as an error", () => {
    const { unmount } = renderWithProviders(
      <DetailLoadError
        status={500}
        detail="Database down"
        notFound="Podcast not found"
        failure="Error fetching"
        back={back}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Database down');
    unmount();
    renderWithProviders(
      <DetailLoadError status={null} detail={null} notFound="Podcast not found" failure="Error fetching" back={back} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching');
  });
});

describe('WithBackLink', () => {
  it('puts the way back after its content', () => {
    renderWithProviders(
      <WithBackLink back={back}>
        <p>Saved</p>
      </WithBackLink>,
    );
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
  });
});

describe('NotFoundNotice', () => {
  it('says the page does not exist and links onward', () => {
    const { container: main } = renderWithProviders(
      <NotFoundNotice browse={{ to: '/experts', label: 'Browse Experts' }} />,
    );
    expect(within(main).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(main).toHaveTextContent('The page you are looking for does not exist or has moved.');
    expect(within(main).getByRole('link', { name: 'Browse Experts' })).toHaveAttribute('href', '/experts');
  });
});

describe('NoticeCard', () => {
  it('shows the next step and the way back', () => {
    renderWithProviders(
      <NoticeCard
        icon="user"
        title="Profile Required"
        hint="You need a profile."
        next={{ to: '/podcaster/profile/create', label: 'Create Podcaster Profile' }}
        back={back}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Profile Required' })).toBeInTheDocument();
    expect(screen.getByText('You need a profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute(
      'href',
      '/podcaster/profile/create',
    );
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toBeInTheDocument();
  });

  it('may offer only the next step', () => {
    renderWithProviders(
      <NoticeCard icon="user" title="Sign in" hint="Please log in." next={{ to: '/login', label: 'Go to Login' }} />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Go to Login']);
  });
});

describe('CardOwnerActions', () => {
  it('links Edit to the edit page and reports Delete', async () => {
    const onDelete = jest.fn();
    const { user } = renderWithProviders(<CardOwnerActions edit="/experts/3/edit" onDelete={onDelete} />);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/experts/3/edit');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('opens the edit dialog in place when Edit is an action', async () => {
    const onEdit = jest.fn();
    const { user } = renderWithProviders(<CardOwnerActions edit={onEdit} onDelete={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});

describe('FormDialog', () => {
  it('submits its form with Save Changes and closes with Cancel', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialog title="Edit Podcast" saving={false} onClose={onClose} onSubmit={onSubmit}>
        <label>
          Title <input defaultValue="Climate Talk" />
        </label>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Podcast' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Climate Talk');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled or closed while saving', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <FormDialog title="Edit Profile" saving onClose={onClose} onSubmit={jest.fn()}>
        <p>Fields</p>
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('page blocks in Swedish', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('sv'));
  });

  it('says a page or an item is not there, with the way home', () => {
    const { container: main, unmount } = renderWithProviders(
      <NotFoundNotice browse={{ to: '/experts', label: 'Bläddra bland experter' }} />,
    );
    expect(within(main).getByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Sidan du letar efter finns inte eller har flyttats.');
    expect(within(main).getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    unmount();
    const { container } = renderWithProviders(
      <DetailLoadError status={404} detail={null} notFound="Podden finns inte" failure="Fel" back={back} />,
    );
    expect(within(container).getByRole('heading', { name: 'Podden finns inte' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Den kan ha tagits bort, eller så är den inte publicerad än.');
  });

  it("names the owner's actions and the dialogs' buttons", () => {
    const { unmount } = renderWithProviders(<CardOwnerActions edit="/experts/3/edit" onDelete={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Redigera' })).toHaveAttribute('href', '/experts/3/edit');
    expect(screen.getByRole('button', { name: 'Ta bort' })).toBeInTheDocument();
    unmount();
    const form = renderWithProviders(
      <FormDialog title="Redigera podd" saving={false} onClose={jest.fn()} onSubmit={jest.fn()}>
        <p>Fält</p>
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Redigera podd' });
    expect(within(dialog).getByRole('button', { name: 'Spara ändringar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    form.unmount();
    renderWithProviders(
      <ConfirmDialog title="Ta bort podden?" confirmLabel="Ta bort podden" onConfirm={jest.fn()} onClose={jest.fn()}>
        Det går inte att ångra.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
  });

  it("describes a person's picture", () => {
    renderWithProviders(<Avatar url="https://cdn.test/ada.png" name="ada" />);
    expect(screen.getByRole('img', { name: 'Bild på ada' })).toHaveAttribute('src', 'https://cdn.test/ada.png');
  });
});
