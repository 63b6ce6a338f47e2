import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Button, CharacterCounter, Modal, Stack, TextArea, type ButtonVariant } from '@podbridge/shared/ui';
import { applyServerErrors, serverErrorOf } from './serverErrors';

/** The longest reason the API takes (reports, rejections, warnings). */
export const REASON_MAX_LENGTH = 1000;
export const REASON_REQUIRED = 'Please give a reason';

interface ReasonValues {
  reason: string;
}

export interface ReasonDialogProps {
  title: string;
  /** Above the field: what the reason is about (a quote, who will read it). */
  children?: ReactNode;
  label?: string;
  submitLabel: string;
  /** The submit button's text while sending. */
  submittingLabel?: string;
  variant?: ButtonVariant;
  /** False lets the reason be left empty (an optional note). */
  required?: boolean;
  /** Above this many characters the counter turns to its warning style. */
  warnAbove?: number;
  /** The failure text when the server names no field and gives no detail. */
  fallback: string;
  /** Sends the trimmed reason; a rejection puts the server's answer on the form. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A dialog that asks why before an action that someone else will read about: reporting a message, rejecting or
 * unpublishing an item, warning or suspending a user.
 */
export function ReasonDialog({
  title,
  children,
  label = 'Reason',
  submitLabel,
  submittingLabel = 'Sending...',
  variant = 'danger',
  required = true,
  warnAbove = REASON_MAX_LENGTH - 100,
  fallback,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const formId = useId();
  const form = useForm<ReasonValues>({ defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors, isSubmitting } = form.formState;
  const failure = serverErrorOf(errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values.reason.trim());
    } catch (error) {
      applyServerErrors(form, error, { fields: ['reason'], fallback });
    }
  });

  return (
    <Modal
      open
      title={title}
      onClose={() => !isSubmitting && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={variant} loading={isSubmitting}>
            {isSubmitting ? submittingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {children}
          {failure && <Alert variant="error">{failure}</Alert>}
          <TextArea
            label={label}
            required={required}
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            disabled={isSubmitting}
            error={errors.reason?.message}
            hint={<CharacterCounter count={reason.length} max={REASON_MAX_LENGTH} warnAbove={warnAbove} />}
            {...form.register('reason', {
              validate: (value) => !required || value.trim() !== '' || REASON_REQUIRED,
              onChange: () => form.clearErrors(),
            })}
          />
        </Stack>
      </form>
    </Modal>
  );
}
