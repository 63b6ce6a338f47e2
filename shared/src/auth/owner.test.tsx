import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { isOwner, useIsOwner, useViewerId } from './owner';

const ada = { id: 7, username: 'ada', user_type: 'podcaster' } as const;

function OwnerTools({ ownerId }: { ownerId: number | null | undefined }) {
  return useIsOwner(ownerId) ? <button type="button">Edit</button> : <p>Read only</p>;
}

describe('the owner check', () => {
  it('is true only when the owner id is the user id', () => {
    expect(isOwner(ada, 7)).toBe(true);
    expect(isOwner(ada, 8)).toBe(false);
  });

  it('is false without a user or without an owner id', () => {
    expect(isOwner(null, 7)).toBe(false);
    expect(isOwner(undefined, 7)).toBe(false);
    expect(isOwner(ada, null)).toBe(false);
    expect(isOwner(ada, undefined)).toBe(false);
  });

  it('offers the owner tools to the signed-in owner only', () => {
    const { unmount } = renderWithProviders(<OwnerTools ownerId={7} />, { user: ada });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<OwnerTools ownerId={7} />);
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });

  it('offers nothing to a signed-in visitor who is not the owner', () => {
    renderWithProviders(<OwnerTools ownerId={9} />, { user: ada });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

function Viewer() {
  return <p>viewer {String(useViewerId())}</p>;
}

describe('the viewer id', () => {
  it("is the signed-in user's id, and null for an anonymous visitor", () => {
    const { unmount } = renderWithProviders(<Viewer />, { user: ada });
    expect(screen.getByText('viewer 7')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Viewer />, { user: null });
    expect(screen.getByText('viewer null')).toBeInTheDocument();
  });
});
