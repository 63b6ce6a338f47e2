import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { ContactForm, SUCCESS_NOTICE_MS } from './ContactForm';

const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
const CONTACT_FAILED = 'Failed to send message. Please try again.';
const CONTACT_NETWORK_ERROR = 'Network error. Please check your connection and try again.';

async function fillForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Astrid Lind');
  await user.type(screen.getByLabelText('Email'), 'astrid@example.se');
  await user.type(screen.getByLabelText('Subject'), 'Partnership');
  await user.selectOptions(screen.getByLabelText('Category'), 'partnership');
  await user.type(screen.getByLabelText('Message'), 'Hej! Let us talk.');
}

describe('ContactForm', () => {
  it('requires every field and a valid email before sending anything', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText('Category')).toHaveValue('general');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it('sends the message, clears the form and hides the notice after 5 seconds', async () => {
    jest.useFakeTimers();
    const api = mockApi();
    api.onPost('/contact/').reply(201, { success: true, message: 'Received' });
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    expect(JSON.parse(api.history.post?.[0]?.data as string)).toEqual({
      name: 'Astrid Lind',
      email: 'astrid@example.se',
      subject: 'Partnership',
      message: 'Hej! Let us talk.',
      category: 'partnership',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    act(() => jest.advanceTimersByTime(SUCCESS_NOTICE_MS));
    expect(screen.queryByText(CONTACT_SUCCESS)).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows the server error text', async () => {
    mockApi().onPost('/contact/').reply(200, { success: false, error: 'Contact form is closed today.' });
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Contact form is closed today.')).toBeInTheDocument();
  });

  it('falls back to the generic failure text', async () => {
    mockApi().onPost('/contact/').reply(500, {});
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_FAILED)).toBeInTheDocument();
  });

  it('explains a network error', async () => {
    mockApi().onPost('/contact/').networkError();
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_NETWORK_ERROR)).toBeInTheDocument();
  });

  it('asks for the fields in Swedish when Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const api = mockApi();
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('E-post'), 'inte-en-adress');
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    expect(screen.getByText('Fyll i ditt namn')).toBeInTheDocument();
    expect(screen.getByText('Skriv en giltig e-postadress')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Samarbete' })).toHaveValue('partnership');
    expect(api.history.post).toHaveLength(0);
  });
});
