import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormActions, TextArea, stack } from '@podbridge/kit';
import { useTranslation } from 'react-i18next';
import { requestLimits } from '@podbridge/shared/types';

/** The longest comment the API takes (podcasts' and experts' comments alike), from its contract. */
export const COMMENT_MAX_LENGTH = requestLimits['/podcasts/{id}/comments/'].post.content.maxLength;

const Form = styled.form`
  ${stack('sm')}
`;

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialContent?: string;
  /** Resolves true when saved: the box then empties (or closes, through the caller). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment box with a character counter; whitespace-only text cannot be sent. */
export function CommentForm({
  label,
  submitLabel,
  initialContent = '',
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const { t } = useTranslation();
  const [content, setContent] = useState(initialContent);
  const [sending, setSending] = useState(false);
  const blank = content.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || sending) return;
    setSending(true);
    const saved = await onSubmit(content.trim());
    setSending(false);
    if (saved) setContent('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextArea
        label={label}
        value={content}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        autoFocus={autoFocus}
        hint={t('comments.characters', { count: content.length, max: COMMENT_MAX_LENGTH })}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormActions>
        {onCancel && (
          <Button variant="light" size="sm" onClick={onCancel} disabled={sending}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={blank} loading={sending}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
