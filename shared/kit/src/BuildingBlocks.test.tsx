import { Profiler, useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { ConfirmDialog } from './ConfirmDialog';
import { ImageField } from './ImageField';
import { MediaCard, MediaImage } from './MediaCard';
import { SpotlightSection } from './SpotlightSection';
import { WelcomeCard } from './WelcomeCard';

describe('WelcomeCard', () => {
  it('greets the user by name and role, with the listing line', () => {
    renderWithProviders(
      <WelcomeCard
        user={{ username: 'ada', user_type: 'expert' }}
        tagline="Find the right voice for your next episode."
      />,
    );
    const card = screen.getByRole('region', { name: 'Welcome back, ada!' });
    expect(card).toHaveTextContent('You are signed in as an Expert. Find the right voice for your next episode.');
  });
});

describe('MediaCard', () => {
  it('is an article named by its title, with image, badges, meta and both action rows', () => {
    renderWithProviders(
      <MediaCard
        titleId="podcast-card-3"
        title="Climate Talk"
        image={<MediaImage src="https://cdn.test/c.png" alt="Cover of Climate Talk" />}
        badges={<span>Pending</span>}
        meta={<span>Uncategorized</span>}
        actions={<button type="button">View</button>}
        ownerActions={<button type="button">Delete</button>}
      >
        <p>by ada</p>
      </MediaCard>,
    );
    const card = screen.getByRole('article', { name: 'Climate Talk' });
    expect(within(card).getByRole('img', { name: 'Cover of Climate Talk' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Climate Talk' })).toBeInTheDocument();
    for (const text of ['Pending', 'by ada', 'Uncategorized']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('leaves out the rows it is not given', () => {
    renderWithProviders(
      <MediaCard titleId="t" title="Ada" image={null} actions={<button type="button">View Profile</button>} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('ConfirmDialog', () => {
  const question = 'Are you sure you want to delete the podcast "Climate Talk"? This action cannot be undone.';

  it('asks, and confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog title="Delete Podcast" confirmLabel="Delete Podcast" onConfirm={onConfirm} onClose={onClose}>
        {question}
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Podcast' });
    expect(dialog).toHaveTextContent(question);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Podcast' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the busy text, disables both buttons and shows the failure inside', () => {
    renderWithProviders(
      <ConfirmDialog
        title="Delete Podcast"
        confirmLabel="Delete Podcast"
        busyLabel="Deleting..."
        busy
        error="Failed to delete podcast"
        onConfirm={jest.fn()}
        onClose={jest.fn()}
      >
        {question}
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Podcast' });
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to delete podcast');
  });

  it('shows a spinner on the confirming button when no busy text is given', () => {
    renderWithProviders(
      <ConfirmDialog title="Delete Podcast" confirmLabel="Delete" busy onConfirm={jest.fn()} onClose={jest.fn()}>
        {question}
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: /Delete/ })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('ImageField', () => {
  const picture = new File(['x'], 'me.png', { type: 'image/png' });

  it('hands the chosen file to the form', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <ImageField
        label="Cover Image"
        hint="PNG, JPG, GIF up to 10MB"
        accept="image/png"
        file={null}
        onChange={onChange}
        previewAlt="Preview of the chosen cover image"
      />,
    );
    await user.upload(screen.getByLabelText('Cover Image'), picture);
    expect(onChange).toHaveBeenCalledWith(picture);
  });

  it('takes an image dropped on the zone, names the chosen file and writes the limits beside it', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(
      <ImageField
        label="Cover Image"
        hint="PNG, JPEG, GIF or WebP, up to 10 MB"
        accept="image/png"
        file={null}
        onChange={onChange}
        previewAlt="Preview of the chosen cover image"
      />,
    );
    const input = screen.getByLabelText('Cover Image');
    expect(input).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 10 MB');
    const zone = input.closest('label')!;
    expect(zone).toHaveTextContent('Choose a file or drag an image here');
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [picture] } });
    expect(onChange).toHaveBeenCalledWith(picture);
    rerender(
      <ImageField
        label="Cover Image"
        hint="PNG, JPEG, GIF or WebP, up to 10 MB"
        accept="image/png"
        file={picture}
        onChange={onChange}
        previewAlt="Preview of the chosen cover image"
      />,
    );
    expect(screen.getByLabelText('Cover Image').closest('label')).toHaveTextContent('me.png chosen');
  });

  it('shows the saved picture with Remove, and shows the error', async () => {
    const onRemove = jest.fn();
    const { user } = renderWithProviders(
      <ImageField
        shape="round"
        label="Profile Picture"
        hint="PNG, JPG, GIF up to 10MB"
        accept="image/png"
        file={null}
        error="Please choose a PNG, JPG or GIF image up to 10MB"
        onChange={jest.fn()}
        currentUrl="https://cdn.test/me.png"
        currentAlt="Current profile picture"
        previewAlt="Preview of the chosen picture"
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('img', { name: 'Current profile picture' })).toHaveAttribute(
      'src',
      'https://cdn.test/me.png',
    );
    expect(screen.getByText('Please choose a PNG, JPG or GIF image up to 10MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('takes back a newly chosen file before the saved picture', async () => {
    const onChange = jest.fn();
    const onRemove = jest.fn();
    const { user } = renderWithProviders(
      <ImageField
        shape="round"
        label="Profile Picture"
        hint="h"
        accept="image/png"
        file={picture}
        onChange={onChange}
        currentUrl="https://cdn.test/me.png"
        previewAlt="Preview"
        onRemove={onRemove}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onRemove).not.toHaveBeenCalled();
  });
});

describe('ImageField in Swedish', () => {
  it('invites a file, names the chosen one and removes the picture in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const picture = new File(['x'], 'jag.png', { type: 'image/png' });
    const props = {
      label: 'Omslagsbild',
      hint: 'PNG eller JPG',
      accept: 'image/png',
      onChange: jest.fn(),
      previewAlt: 'Förhandsvisning',
    };
    const { rerender } = renderWithProviders(<ImageField {...props} file={null} />);
    expect(screen.getByLabelText('Omslagsbild').closest('label')).toHaveTextContent(
      'Välj en fil eller dra hit en bild',
    );
    rerender(<ImageField {...props} file={picture} />);
    expect(screen.getByLabelText('Omslagsbild').closest('label')).toHaveTextContent(
      'jag.png är vald. Välj en annan eller släpp en här.',
    );
    rerender(
      <ImageField {...props} shape="round" file={null} currentUrl="https://cdn.test/jag.png" onRemove={jest.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'Nuvarande bild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort bilden' })).toBeInTheDocument();
  });
});

describe('SpotlightSection', () => {
  const tile = (item: { id: number; name: string }) => ({
    image: null,
    title: item.name,
    text: 'Bio',
    footer: <a href="/experts/1">View Profile</a>,
  });

  it("holds the tiles' place while loading, read as one status, and shows the empty state for no items", () => {
    const { rerender } = renderWithProviders(
      <SpotlightSection
        items={null}
        loadingLabel="Loading experts"
        emptyTitle="No featured experts available yet"
        emptyIcon="graduation"
        tile={tile}
      />,
    );
    const status = screen.getByRole('status', { name: 'Loading experts' });
    // Six tiles' shapes (a wide screen's row), hidden from assistive technology: only the status is read.
    expect(status.querySelectorAll('li')).toHaveLength(6);
    expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(
      <SpotlightSection
        items={[]}
        loadingLabel="Loading experts"
        emptyTitle="No featured experts available yet"
        emptyIcon="graduation"
        tile={tile}
      />,
    );
    expect(screen.getByText('No featured experts available yet')).toBeInTheDocument();
  });

  it('lists a tile per item', () => {
    renderWithProviders(
      <SpotlightSection
        items={[
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Grace' },
        ]}
        loadingLabel="Loading experts"
        emptyTitle="none"
        emptyIcon="graduation"
        tile={tile}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Grace' })).toBeInTheDocument();
  });

  it('draws the tiles a load brought in a render after the one that brought them', () => {
    const commits: string[] = [];
    const record = () =>
      commits.push(screen.queryByRole('status') ? 'spinner' : `${screen.queryAllByRole('listitem').length} tiles`);
    let load: () => void = () => undefined;
    function Featured() {
      const [items, setItems] = useState<{ id: number; name: string }[] | null>(null);
      load = () => setItems([{ id: 1, name: 'Ada' }]);
      return (
        <Profiler id="spotlight" onRender={record}>
          <SpotlightSection
            items={items}
            loadingLabel="Loading experts"
            emptyTitle="none"
            emptyIcon="graduation"
            tile={tile}
          />
        </Profiler>
      );
    }
    renderWithProviders(<Featured />);
    commits.length = 0;
    act(() => load());
    expect(commits).toEqual(['spinner', '1 tiles']);
  });
});
