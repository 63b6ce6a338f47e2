import { useEffect, useState } from 'react';
import { useForm, type RegisterOptions } from 'react-hook-form';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { applyServerErrors, isEmailAddress, SERVER_ERROR, serverErrorOf } from '@podbridge/shared/forms';
import { Alert, Button, SelectField, TextArea, TextField, media, theme } from '@podbridge/kit';
import { CONTACT_CATEGORIES, useSendContactMessage, type ContactRequest } from '../../api/sendContactMessage';
import { useShellTexts, type ShellTextKey } from '../../texts';
import { ContactConfirmation } from './ContactConfirmation';

/** How long the confirmation stands in for the form before the cleared form comes back. */
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

const required = (key: ShellTextKey) => (value: string) => !!value.trim() || key;

/** Each rule answers with the key of its message; the form shows it in the chosen language. */
const RULES: Record<Exclude<keyof ContactRequest, 'category'>, RegisterOptions<ContactRequest>['validate']> = {
  name: required('contact.form.nameRequired'),
  email: (value: string) =>
    !value.trim()
      ? 'contact.form.emailRequired'
      : isEmailAddress(value.trim()) || ('contact.form.emailInvalid' satisfies ShellTextKey),
  subject: required('contact.form.subjectRequired'),
  message: required('contact.form.messageRequired'),
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

/** The contact form: all four fields required, email checked, category general by default; once sent, what was sent. */
export function ContactForm() {
  const { t } = useShellTexts();
  const form = useForm<ContactRequest>({ defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const { errors } = form.formState;
  const send = useSendContactMessage();
  // The message as sent: the confirmation stands in for the form for SUCCESS_NOTICE_MS, or until the reader asks
  // for the form again.
  const [sent, setSent] = useState<ContactRequest | null>(null);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => setSent(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // A field's message goes as soon as the user edits it, and comes back only on the next submit.
  const field = (name: keyof typeof RULES) =>
    form.register(name, { validate: RULES[name], onChange: () => form.clearErrors(name) });

  const submit = form.handleSubmit(async (values) => {
    const message = trimmed(values);
    try {
      await send.mutateAsync(message);
      form.reset(EMPTY);
      setSent(message);
    } catch (caught) {
      if (describeApiError(caught).isNetworkError) {
        form.setError(SERVER_ERROR, { type: 'server', message: t('contact.form.networkError') });
      } else {
        applyServerErrors(form, caught, { fallback: t('contact.form.failed') });
      }
    }
  });

  const serverError = serverErrorOf(errors);
  // The form's own rules give keys of its texts; the API's field messages are shown as they come.
  const fieldError = (name: keyof typeof RULES) => {
    const error = errors[name];
    return error?.type === 'validate' && error.message ? t(error.message as ShellTextKey) : error?.message;
  };
  if (sent) return <ContactConfirmation message={sent} onSendAnother={() => setSent(null)} />;
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('contact.form.label')}>
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <Row>
        <TextField
          label={t('contact.form.name')}
          autoComplete="name"
          required
          error={fieldError('name')}
          {...field('name')}
        />
        <TextField
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError('email')}
          {...field('email')}
        />
      </Row>
      <Row>
        <TextField label={t('contact.form.subject')} required error={fieldError('subject')} {...field('subject')} />
        <SelectField label={t('contact.form.category')} {...form.register('category')}>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`contact.form.categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </Row>
      <TextArea
        label={t('contact.form.message')}
        rows={6}
        required
        error={fieldError('message')}
        {...field('message')}
      />
      <div>
        <Button type="submit" size="lg" loading={send.isPending} disabled={send.isPending}>
          {t('contact.form.send')}
        </Button>
      </div>
    </Form>
  );
}
