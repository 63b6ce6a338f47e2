import { act, screen, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { REASON_REQUIRED, ReasonDialog } from './ReasonDialog';

function badRequest(data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Bad Request', 'ERR_BAD_REQUEST', config, null, {
    status: 400,
    statusText: 'Bad Request',
    data,
    headers: {},
    config,
  });
}

describe('ReasonDialog', () => {
  it('asks for a reason, counts its characters and sends it trimmed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <ReasonDialog
        title="Reject Deep Sea"
        submitLabel="Reject"
        fallback="Failed"
        onSubmit={onSubmit}
        onClose={jest.fn()}
      >
        <p>The owner reads this.</p>
      </ReasonDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject Deep Sea' });
    expect(dialog).toHaveTextContent('The owner reads this.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Too short ');
    expect(dialog).toHaveTextContent('12/1000');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith('Too short');
  });

  it('lets an optional note stay empty, and puts the server answer on the field or the form', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(badRequest({ reason: ['Too long.'] }))
      .mockRejectedValueOnce(badRequest({ detail: 'This report is already closed.' }))
      .mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <ReasonDialog
        title="Dismiss report"
        label="Note (optional)"
        required={false}
        submitLabel="Dismiss"
        fallback="Failed"
        onSubmit={onSubmit}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(onSubmit).toHaveBeenLastCalledWith('');
    expect(await within(dialog).findByText('Too long.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report is already closed.');
  });
});

describe('ReasonDialog in Swedish', () => {
  it('asks for the reason, cancels and says what is missing in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <ReasonDialog
        title="Avslå Deep Sea"
        submitLabel="Avslå"
        fallback="Något gick fel"
        onSubmit={onSubmit}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Avslå Deep Sea' });
    expect(within(dialog).getByRole('textbox', { name: /Anledning/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Avslå' }));
    expect(await within(dialog).findByText('Ange en anledning')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
