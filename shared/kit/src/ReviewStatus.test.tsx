import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { ReviewBadge, ReviewNotice } from './ReviewStatus';

describe('ReviewBadge', () => {
  it('names every state but approved', () => {
    const { rerender } = renderWithProviders(<ReviewBadge item={{ approval_status: 'pending' }} />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    rerender(<ReviewBadge item={{ approval_status: 'pending' }} pendingLabel="pendingApproval" />);
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    rerender(<ReviewBadge item={{ approval_status: 'rejected' }} />);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    rerender(<ReviewBadge item={{ approval_status: 'unpublished' }} />);
    expect(screen.getByText('Unpublished')).toBeInTheDocument();
    rerender(<ReviewBadge item={{ approval_status: 'approved' }} />);
    expect(screen.queryByText(/Pending|Rejected|Unpublished/)).not.toBeInTheDocument();
  });
});

describe('ReviewNotice', () => {
  it("gives the admin's reason and the way to send the item for review again", () => {
    renderWithProviders(
      <ReviewNotice
        item={{ approval_status: 'rejected', review_reason: 'No episodes yet.' }}
        kind="podcast"
        editTo="/podcasts/7/edit"
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your podcast was not approved');
    expect(notice).toHaveTextContent('Reason: No episodes yet.');
    expect(screen.getByRole('link', { name: 'Edit the podcast' })).toHaveAttribute('href', '/podcasts/7/edit');
  });

  it('says an unpublished item was unpublished, and a pending one waits for review', () => {
    const { rerender } = renderWithProviders(
      <ReviewNotice item={{ approval_status: 'unpublished', review_reason: 'Shop links' }} kind="expert" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your expert profile was unpublished');
    expect(screen.getByRole('status')).toHaveTextContent('Reason: Shop links');
    expect(screen.getByRole('status')).toHaveTextContent('Edit the expert profile to send it for review again.');
    rerender(<ReviewNotice item={{ approval_status: 'pending', review_reason: null }} kind="podcast" />);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for review');
    rerender(<ReviewNotice item={{ approval_status: 'approved', review_reason: null }} kind="podcast" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('ReviewNotice in Swedish', () => {
  it('tells the owner in Swedish, with the way back to review', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(
      <ReviewNotice
        item={{ approval_status: 'rejected', review_reason: 'Inga avsnitt än.' }}
        kind="podcast"
        editTo="/podcasts/7/edit"
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Din podd godkändes inte');
    expect(notice).toHaveTextContent('Anledning: Inga avsnitt än.');
    expect(screen.getByRole('link', { name: 'Redigera din podd' })).toHaveAttribute('href', '/podcasts/7/edit');
    expect(notice).toHaveTextContent('så skickas den till granskning igen.');
  });
});
