import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestLimits } from '@podbridge/shared/types';
import { applyServerErrors, serverErrorOf } from '@podbridge/shared/forms';
import { Alert, Button, type ButtonVariant, CharacterCounter, TextArea, Stack, Modal } from '@podbridge/kit';

/** The longest reason the API takes (reports, rejections, warnings: one limit, from its contract). */
export const REASON_MAX_LENGTH = requestLimits['/admin_dashboard/podcasts/{id}/reject/'].post.reason.maxLength;
/** The message of an empty reason, in English (the dialog shows it in the site's language). */
export const REASON_REQUIRED = 'Please give a reason';

interface ReasonValues {
  reason: string;
}

export interface ReasonDialogProps {
  title: string;
  /** Above the field: what the reason is about (a quote, who will read it). */
  children?: ReactNode;
  /** The field's label; 'Reason' unless given. */
  label?: string;
  submitLabel: string;
  /** The submit button's text while sending; 'Sending...' unless given. */
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
  label,
  submitLabel,
  submittingLabel,
  variant = 'danger',
  required = true,
  warnAbove = REASON_MAX_LENGTH - 100,
  fallback,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation();
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
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant={variant} loading={isSubmitting}>
            {isSubmitting ? (submittingLabel ?? t('reasonDialog.sending')) : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {children}
          {failure && <Alert variant="error">{failure}</Alert>}
          <TextArea
            label={label ?? t('reasonDialog.reason')}
            required={required}
            rows={4}
            maxLength={REASON_MAX_LENGTH}
            disabled={isSubmitting}
            error={errors.reason?.message}
            hint={<CharacterCounter count={reason.length} max={REASON_MAX_LENGTH} warnAbove={warnAbove} />}
            {...form.register('reason', {
              validate: (value) => !required || value.trim() !== '' || t('reasonDialog.required'),
              onChange: () => form.clearErrors(),
            })}
          />
        </Stack>
      </form>
    </Modal>
  );
}
