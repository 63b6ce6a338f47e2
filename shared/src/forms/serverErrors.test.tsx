import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { apiClient } from '@podbridge/shared/api';
import { TextField } from '@podbridge/kit';
import { mockApi, renderWithProviders } from '../testing';
import { applyServerErrors, serverErrorOf } from './serverErrors';

interface Draft {
  name: string;
  website: string;
}

function ProfileForm({ fallback }: { fallback?: string }) {
  const form = useForm<Draft>({ defaultValues: { name: '', website: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await apiClient.post('/experts/create/', values);
    } catch (error) {
      applyServerErrors(form, error, { fallback });
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Profile">
      {serverErrorOf(errors) && (
        <p role="alert" aria-label="Form error">
          {serverErrorOf(errors)}
        </p>
      )}
      <TextField label="Full Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Website" error={errors.website?.message} {...form.register('website')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('applyServerErrors', () => {
  it('shows the first message of each field under that field', async () => {
    mockApi()
      .onPost('/experts/create/')
      .reply(400, { name: ['Name is required', 'Too short'], website: ['Enter a valid URL.'] });
    const { user } = renderWithProviders(<ProfileForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid URL.'));
    expect(screen.queryByRole('alert', { name: 'Form error' })).not.toBeInTheDocument();
  });

  it('shows detail as the form error', async () => {
    mockApi().onPost('/experts/create/').reply(403, { detail: 'You already have an expert profile' });
    const { user } = renderWithProviders(<ProfileForm fallback="An error occurred" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'Form error' })).toHaveTextContent(
      'You already have an expert profile',
    );
  });

  it('puts a message for a field the form does not show on the form', async () => {
    mockApi()
      .onPost('/experts/create/')
      .reply(400, { email: ['Enter a valid email address.'] });
    const { user } = renderWithProviders(<ProfileForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'Form error' })).toHaveTextContent(
      'Email: Enter a valid email address.',
    );
  });

  it('falls back to the form text when the answer names nothing', async () => {
    mockApi().onPost('/experts/create/').reply(500, {});
    const { user } = renderWithProviders(<ProfileForm fallback="An error occurred" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'Form error' })).toHaveTextContent('An error occurred');
  });

  it('reports what it placed', () => {
    const setError = jest.fn();
    const error = Object.assign(new Error('Request failed'), { isAxiosError: true });
    const result = applyServerErrors({ setError, getValues: jest.fn(() => ({ title: '' })) } as never, error, {
      fallback: 'Failed to update podcast',
    });
    expect(result).toEqual({ fieldErrors: {}, general: 'Failed to update podcast' });
    expect(setError).toHaveBeenCalledWith('root.serverError', { type: 'server', message: 'Failed to update podcast' });
  });

  it("puts a field's message where the form keeps it when told, not on the form", async () => {
    mockApi()
      .onPost('/bookings/')
      .reply(400, { slots: ['Choose a time in the future.'] });
    const setError = jest.fn();
    const error = await apiClient.post('/bookings/', {}).catch((failure: unknown) => failure);
    const result = applyServerErrors(
      { setError, getValues: jest.fn(() => ({ topic: '', slots: [] })) } as never,
      error,
      {
        aliases: { slots: 'root.slots' },
        fallback: 'The invitation could not be sent.',
      },
    );
    expect(result).toEqual({ fieldErrors: { slots: 'Choose a time in the future.' }, general: null });
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('root.slots', { type: 'server', message: 'Choose a time in the future.' });
  });
});
