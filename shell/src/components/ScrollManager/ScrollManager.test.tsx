import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from '@podbridge/shared/router';
import { ScrollManager } from './ScrollManager';

/** The window's scroll position as the test sets it; scrollTo stops at `reachable` (how tall the page is). */
let scrollY = 0;
let reachable = Number.POSITIVE_INFINITY;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = Math.min(y, reachable);
});

function scrollReaderTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function Pages() {
  const navigate = useNavigate();
  return (
    <>
      <ScrollManager />
      <Link to="/podcasts/3">Open the show</Link>
      <Link to="/podcasts?page=2">Next page</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The list at /podcasts, with the scroll manager. */
const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/podcasts']}>
      <Pages />
    </MemoryRouter>,
  );

/** The reader at `y` on the list opens the show, then goes Back while the list is only `tall` px tall. */
async function openTheShowAndComeBack(y: number, tall: number) {
  renderList();
  scrollReaderTo(y);
  await userEvent.click(screen.getByRole('link', { name: 'Open the show' }));
  reachable = tall;
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
}

beforeEach(() => {
  scrollY = 0;
  reachable = Number.POSITIVE_INFINITY;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

describe('ScrollManager', () => {
  it('opens a new page at the top and returns to where the reader was on Back', async () => {
    renderList();
    scrollReaderTo(820);

    await userEvent.click(screen.getByRole('link', { name: 'Open the show' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollY).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 820);
    expect(scrollY).toBe(820);
  });

  it('leaves the scroll to the page when only the query changes (a filter, the next page of a list)', async () => {
    renderList();
    scrollReaderTo(400);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for the page to grow tall enough before giving the reader their place back', async () => {
    // The list's remote has not drawn its cards yet: the page is 600 px tall.
    await openTheShowAndComeBack(1500, 600);
    expect(scrollY).toBe(600);
    reachable = Number.POSITIVE_INFINITY;
    await waitFor(() => expect(scrollY).toBe(1500));
  });

  it('holds the place while the page above it settles (cards drawn at their real height move it)', async () => {
    await openTheShowAndComeBack(1500, Number.POSITIVE_INFINITY);
    expect(scrollY).toBe(1500);
    // The cards above take their real height and the browser keeps what was in view: the offset moves.
    scrollY = 1440;
    await waitFor(() => expect(scrollY).toBe(1500));
  });

  it('stops restoring once the reader scrolls themselves', async () => {
    await openTheShowAndComeBack(1500, 600);
    act(() => {
      window.dispatchEvent(new Event('wheel'));
    });
    const calls = scrollTo.mock.calls.length;
    reachable = Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrollTo.mock.calls.length).toBe(calls);
    expect(scrollY).toBe(600);
  });

  it('remembers positions for the tab, so a reload of the same entry returns there', () => {
    const first = render(
      <MemoryRouter initialEntries={[{ pathname: '/experts', key: 'entry-7' }]}>
        <Pages />
      </MemoryRouter>,
    );
    scrollReaderTo(640);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();
    scrollY = 0;

    render(
      <MemoryRouter initialEntries={[{ pathname: '/experts', key: 'entry-7' }]}>
        <Pages />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
