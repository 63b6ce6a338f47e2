import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { capitalize } from '@podbridge/shared/format';
import { Alert, Button, SelectField, TextArea, TextField, media, theme } from '@podbridge/shared/ui';
import { CONTACT_CATEGORIES, sendContactMessage, type ContactMessage } from './contactApi';

export const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const CONTACT_NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const SUCCESS_NOTICE_MS = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '', category: 'general' };

const Form = styled.form`
  display: grid;
  gap: ${theme.spacing.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${theme.spacing.md};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

type Status = 'idle' | 'sending' | 'success' | 'error';

function errorText(error: unknown): string {
  const described = describeApiError(error);
  if (described.isNetworkError) return CONTACT_NETWORK_ERROR;
  const firstFieldMessage = Object.entries(described.fieldErrors)[0];
  if (described.detail) return described.detail;
  if (firstFieldMessage) return `${capitalize(firstFieldMessage[0])}: ${firstFieldMessage[1][0] ?? ''}`;
  return CONTACT_FAILED;
}

/** The contact form: all four fields required, email checked, category general by default. */
export function ContactForm() {
  const [fields, setFields] = useState<ContactMessage>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => setStatus('idle'), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const update = (field: keyof ContactMessage, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): boolean => {
    const problems: Partial<Record<keyof ContactMessage, string>> = {};
    if (!fields.name.trim()) problems.name = 'Name is required';
    if (!fields.email.trim()) problems.email = 'Email is required';
    else if (!EMAIL_PATTERN.test(fields.email.trim())) problems.email = 'Enter a valid email address';
    if (!fields.subject.trim()) problems.subject = 'Subject is required';
    if (!fields.message.trim()) problems.message = 'Message is required';
    setFieldErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setStatus('sending');
    setError('');
    try {
      const response = await sendContactMessage({
        ...fields,
        name: fields.name.trim(),
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        message: fields.message.trim(),
      });
      if (response.success) {
        setFields(EMPTY);
        setStatus('success');
      } else {
        setError(response.error ?? CONTACT_FAILED);
        setStatus('error');
      }
    } catch (caught) {
      setError(errorText(caught));
      setStatus('error');
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
      {status === 'success' ? <Alert variant="success">{CONTACT_SUCCESS}</Alert> : null}
      {status === 'error' ? <Alert variant="error">{error}</Alert> : null}
      <Row>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={fields.name}
          error={fieldErrors.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          error={fieldErrors.email}
          onChange={(event) => update('email', event.target.value)}
        />
      </Row>
      <Row>
        <TextField
          label="Subject"
          name="subject"
          required
          value={fields.subject}
          error={fieldErrors.subject}
          onChange={(event) => update('subject', event.target.value)}
        />
        <SelectField
          label="Category"
          name="category"
          value={fields.category}
          onChange={(event) => update('category', event.target.value)}
        >
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {capitalize(category)}
            </option>
          ))}
        </SelectField>
      </Row>
      <TextArea
        label="Message"
        name="message"
        rows={6}
        required
        value={fields.message}
        error={fieldErrors.message}
        onChange={(event) => update('message', event.target.value)}
      />
      <div>
        <Button type="submit" size="lg" loading={status === 'sending'} disabled={status === 'sending'}>
          Send Message
        </Button>
      </div>
    </Form>
  );
}
