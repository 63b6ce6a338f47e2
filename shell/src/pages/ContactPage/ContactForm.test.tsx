import { act, screen } from '@testing-library/react';
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
  // jsdom does not scroll; the confirmation's scrolling is watched here.
  const scrolled = jest.fn();
  beforeEach(() => {
    scrolled.mockClear();
    Element.prototype.scrollIntoView = scrolled;
  });

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

  it('sends the message and puts a focused confirmation of what was sent in place of the form', async () => {
    const api = mockApi();
    api.onPost('/contact/').reply(201, { success: true, message: 'Received' });
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const confirmation = await screen.findByRole('status', { name: 'Message sent' });
    expect(JSON.parse(api.history.post?.[0]?.data as string)).toEqual({
      name: 'Astrid Lind',
      email: 'astrid@example.se',
      subject: 'Partnership',
      message: 'Hej! Let us talk.',
      category: 'partnership',
    });
    expect(confirmation).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(confirmation).toHaveTextContent(CONTACT_SUCCESS);
    expect(confirmation).toHaveTextContent('SubjectPartnership');
    expect(confirmation).toHaveTextContent('We reply toastrid@example.se');
    expect(confirmation).toHaveTextContent('Expect an answer within 72 hours.');
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('brings the form back, empty, with Send another message', async () => {
    mockApi().onPost('/contact/').reply(201, { success: true, message: 'Received' });
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.queryByRole('status', { name: 'Message sent' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('general');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('gives the cleared form back once the confirmation has shown for 5 seconds', async () => {
    jest.useFakeTimers();
    mockApi().onPost('/contact/').reply(201, { success: true, message: 'Received' });
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SUCCESS_NOTICE_MS - 1));
    expect(screen.getByText(CONTACT_SUCCESS)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(CONTACT_SUCCESS)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    jest.useRealTimers();
  });

  it('promises no answer time for a category the page gives none for', async () => {
    mockApi().onPost('/contact/').reply(201, { success: true, message: 'Received' });
    const { user } = renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.selectOptions(screen.getByLabelText('Category'), 'feedback');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const confirmation = await screen.findByRole('status', { name: 'Message sent' });
    expect(confirmation).toHaveTextContent('CategoryFeedback');
    expect(confirmation).not.toHaveTextContent(/Expect an answer/);
  });

  it('shows the server error text', async () => {
    mockApi().onPost('/contact/').reply(400, { detail: 'Contact form is closed today.' });
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

  it('confirms in Swedish, with the answer time the page gives', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPost('/contact/').reply(201, { success: true, message: 'Mottaget' });
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Namn'), 'Astrid Lind');
    await user.type(screen.getByLabelText('E-post'), 'astrid@example.se');
    await user.type(screen.getByLabelText('Ämne'), 'Inloggning');
    await user.selectOptions(screen.getByLabelText('Kategori'), 'technical');
    await user.type(screen.getByLabelText('Meddelande'), 'Jag kommer inte in.');
    await user.click(screen.getByRole('button', { name: 'Skicka meddelande' }));
    const confirmation = await screen.findByRole('status', { name: 'Meddelandet har skickats' });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent('Tack! Ditt meddelande har skickats. Vi hör av oss snart.');
    expect(confirmation).toHaveTextContent('KategoriTeknik');
    expect(confirmation).toHaveTextContent('Vi svarar tillastrid@example.se');
    expect(confirmation).toHaveTextContent('Räkna med svar inom 24 timmar.');
    await user.click(screen.getByRole('button', { name: 'Skicka ett nytt meddelande' }));
    expect(screen.getByLabelText('Namn')).toHaveValue('');
  });
});
