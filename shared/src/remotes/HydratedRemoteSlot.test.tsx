const loadRemote = jest.fn();
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: () => null,
}));

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from '@podbridge/shared/router';
import { renderWithProviders } from '../testing';
import { HydratedRemoteSlot } from './HydratedRemoteSlot';

const PENDING = 'data-pending-area';

/** A remote's page: a labelled field (ids from useId), a counter that answers clicks, and the address it is at. */
function Page({ onUnmount = () => undefined }: { onUnmount?: () => void }) {
  const id = useId();
  const [clicks, setClicks] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => onUnmount, [onUnmount]);
  return (
    <section>
      <label htmlFor={id}>Search</label>
      <input id={id} />
      <button type="button" onClick={() => setClicks((value) => value + 1)}>
        Clicked {clicks} times
      </button>
      <p>At {pathname}</p>
    </section>
  );
}

/** The page as the site server sends it: rendered at `path`, inside an element of the page. */
function sentMarkup(path: string): Element {
  const element = document.createElement('div');
  element.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return element;
}

describe('HydratedRemoteSlot', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    loadRemote.mockReset();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("keeps the server's markup on screen and takes it over in place once the remote is here", async () => {
    const markup = sentMarkup('/podcasts');
    const sentButton = markup.querySelector('button');
    const sentInput = markup.querySelector('input');
    let loaded: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    const { container } = renderWithProviders(
      <HydratedRemoteSlot module="podcasts/routes" markup={markup} pendingAttribute={PENDING} fallback={null} />,
      { route: '/podcasts' },
    );
    // Before the remote's code: the server's own nodes, marked as not live yet, and inert (nothing answers yet).
    expect(container.querySelector(`[${PENDING}]`)).toHaveStyle({ display: 'contents' });
    expect(container.querySelector(`[${PENDING}]`)).toHaveAttribute('inert');
    expect(screen.getByRole('button')).toBe(sentButton);
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 0 times');

    await act(async () => loaded({ default: () => <Page /> }));
    await waitFor(() => expect(container.querySelector(`[${PENDING}]`)).toBeNull());
    expect(container.querySelector('[inert]')).toBeNull();
    // The same nodes, now React's: nothing was drawn anew, the ids held, and the page answers.
    expect(screen.getByRole('button')).toBe(sentButton);
    expect(screen.getByLabelText('Search')).toBe(sentInput);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1 times');
    expect(errors).not.toHaveBeenCalled();
  });

  it("follows the page's navigation, and is unmounted with the page's area", async () => {
    const markup = sentMarkup('/podcasts');
    const unmounted = jest.fn();
    loadRemote.mockResolvedValue({ default: () => <Page onUnmount={unmounted} /> });
    const { container, unmount } = renderWithProviders(
      <>
        <Link to="/podcasts/7">Open</Link>
        <HydratedRemoteSlot module="podcasts/routes" markup={markup} pendingAttribute={PENDING} fallback={null} />
      </>,
      { route: '/podcasts' },
    );
    await waitFor(() => expect(container.querySelector(`[${PENDING}]`)).toBeNull());
    expect(screen.getByText('At /podcasts')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('At /podcasts/7')).toBeInTheDocument();

    unmount();
    await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes over its own element when the page around it is hydrated, without moving anything', async () => {
    // The page as the site server sends it: the layout, with the remote's page in the slot's element.
    const container = document.createElement('div');
    container.innerHTML = `<main><div ${PENDING}="" style="display:contents" inert="">${sentMarkup('/podcasts').innerHTML}</div></main>`;
    document.body.append(container);
    const slot = container.querySelector(`[${PENDING}]`)!;
    const sentButton = slot.querySelector('button');
    const moved = jest.fn();
    new MutationObserver(moved).observe(container, { childList: true, subtree: true });
    loadRemote.mockResolvedValue({ default: () => <Page /> });

    render(
      <MemoryRouter initialEntries={['/podcasts']}>
        <main>
          <HydratedRemoteSlot module="podcasts/routes" markup={slot} pendingAttribute={PENDING} fallback={null} />
        </main>
      </MemoryRouter>,
      { container, hydrate: true },
    );
    await waitFor(() => expect(slot).not.toHaveAttribute(PENDING));
    expect(slot).not.toHaveAttribute('inert');
    expect(container.querySelector('main > div')).toBe(slot);
    expect(screen.getByRole('button')).toBe(sentButton);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 1 times');
    // Neither the page's hydration nor the remote's removed or added a node (the click changed a text only).
    await Promise.resolve();
    expect(moved).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives way to the ordinary slot when the remote cannot load', async () => {
    loadRemote.mockRejectedValue(new Error('remote down'));
    renderWithProviders(
      <HydratedRemoteSlot
        module="podcasts/routes"
        markup={sentMarkup('/podcasts')}
        pendingAttribute={PENDING}
        fallback={<p role="alert">Podcasts are unavailable</p>}
      />,
      { route: '/podcasts' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Podcasts are unavailable');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
