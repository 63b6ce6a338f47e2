import { useEffect, useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { capitalize } from '@podbridge/shared/format';
import { applyServerErrors, isEmailAddress, SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import { Alert, Button, SelectField, TextArea, TextField, media, theme } from '@podbridge/shared/ui';
import { CONTACT_CATEGORIES, useSendContactMessage, type ContactRequest } from '../../api/sendContactMessage';

export const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const CONTACT_NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const SUCCESS_NOTICE_MS = 5000;

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '', category: 'general' };

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

const required = (message: string) => (value: string) => !!value.trim() || message;

const RULES: Record<Exclude<keyof ContactRequest, 'category'>, RegisterOptions<ContactRequest>['validate']> = {
  name: required('Name is required'),
  email: (value: string) =>
    !value.trim() ? 'Email is required' : isEmailAddress(value.trim()) || 'Enter a valid email address',
  subject: required('Subject is required'),
  message: required('Message is required'),
};

function trimmed(message: ContactRequest): ContactRequest {
  return {
    ...message,
    name: message.name.trim(),
    email: message.email.trim(),
    subject: message.subject.trim(),
    message: message.message.trim(),
  };
}

/** The contact form: all four fields required, email checked, category general by default. */
export function ContactForm() {
  const form = useForm<ContactRequest>({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => setSent(false), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // A field's message goes as soon as the user edits it, and comes back only on the next submit.
  const field = (name: keyof typeof RULES) =>
    form.register(name, { validate: RULES[name], onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    if (sent) setSent(false);
    try {
      const response = await send.mutateAsync(trimmed(values));
      if (response.success) {
        form.reset(EMPTY);
        setSent(true);
      } else {
        form.setError(SERVER_ERROR, {
          type: 'server',
          message: ('error' in response ? response.error : undefined) ?? CONTACT_FAILED,
        });
      }
    } catch (caught) {
      if (describeApiError(caught).isNetworkError) {
        form.setError(SERVER_ERROR, { type: 'server', message: CONTACT_NETWORK_ERROR });
      } else {
        applyServerErrors(form, caught, { fallback: CONTACT_FAILED });
      }
    }
  });

  const serverError = serverErrorOf(errors);
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
      {sent ? <Alert variant="success">{CONTACT_SUCCESS}</Alert> : null}
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <Row>
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...field('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...field('email')}
        />
      </Row>
      <Row>
        <TextField label="Subject" required error={errors.subject?.message} {...field('subject')} />
        <SelectField label="Category" {...form.register('category')}>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {capitalize(category)}
            </option>
          ))}
        </SelectField>
      </Row>
      <TextArea label="Message" rows={6} required error={errors.message?.message} {...field('message')} />
      <div>
        <Button type="submit" size="lg" loading={send.isPending} disabled={send.isPending}>
          Send Message
        </Button>
      </div>
    </Form>
  );
}
