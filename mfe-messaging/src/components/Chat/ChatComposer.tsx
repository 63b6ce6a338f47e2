import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, CharacterCounter, media, theme, stack, fieldStates } from '@podbridge/kit';
import { useSendMessage } from '../../api/sendMessage';
import { MESSAGE_MAX_LENGTH, MESSAGE_WARNING_LENGTH, sendFailureMessage } from './messageRules';
import { useMessagingTexts } from '../../texts';

/** The input takes the focus this long after the chat opens. */
export const FOCUS_DELAY_MS = 100;

const MAX_ROWS = 6;

const Form = styled.form`
  ${stack('xs')}
  padding: ${theme.spacing.sm} ${theme.spacing.md} ${theme.spacing.md};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  ${media.md} {
    padding: ${theme.spacing.md} ${theme.spacing.lg};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.spacing.sm};
`;

const MessageInput = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: 160px;
  field-sizing: content;
  padding: 10px 14px;
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  line-height: 1.45;
  resize: none;
  ${fieldStates}
  &:hover:not(:disabled) {
    border-color: ${theme.colors.borderStrong};
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.spacing.sm};
  min-height: 18px;
`;

const KeyHint = styled.span`
  display: none;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textSubtle};
  ${media.md} {
    display: inline;
  }
`;

const Counter = styled(CharacterCounter)`
  margin-left: auto;
`;

const Failure = styled.p`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.danger};
  overflow-wrap: anywhere;
`;

/**
 * Writes to the chat's other user: Enter sends, Shift+Enter starts a new line. Blank text cannot be sent, nor a
 * second message while one is on its way; a failed send keeps the text and says why under the input.
 */
export function ChatComposer({ userId }: { userId: number }) {
  const { t } = useMessagingTexts();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const failureId = useId();
  const sending = send.isPending;
  const blank = text.trim() === '';

  // Ready to type once the chat opens, unless the reader already went elsewhere (a dialog, another field):
  // focus is never taken from what they are typing in.
  useEffect(() => {
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) inputRef.current?.focus();
    }, FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // The input is disabled while sending, which takes its focus; it gets it back once the answer is in.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) inputRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const submit = () => {
    if (blank || sending) return;
    send.mutate({ receiver_id: userId, content: text.trim() }, { onSuccess: () => setText('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const failure = send.isError ? sendFailureMessage(send.error, t('composer.sendFailure')) : null;
  const rows = Math.min(MAX_ROWS, text.split('\n').length);

  return (
    <Form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Row>
        <MessageInput
          ref={inputRef}
          aria-label={t('composer.label')}
          placeholder={t('composer.label')}
          aria-describedby={failure ? `${hintId} ${failureId}` : hintId}
          aria-invalid={failure ? true : undefined}
          value={text}
          rows={rows}
          maxLength={MESSAGE_MAX_LENGTH}
          disabled={sending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={blank} loading={sending}>
          {t('composer.send')}
        </Button>
      </Row>
      <Meta>
        <KeyHint>{t('composer.keyHint')}</KeyHint>
        <Counter id={hintId} count={text.length} max={MESSAGE_MAX_LENGTH} warnAbove={MESSAGE_WARNING_LENGTH} />
      </Meta>
      {failure && (
        <Failure id={failureId} role="alert">
          {failure}
        </Failure>
      )}
    </Form>
  );
}
