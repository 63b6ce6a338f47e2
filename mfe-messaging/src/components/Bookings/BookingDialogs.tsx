import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { applyServerErrors, serverErrorOf, urlRule } from '@podbridge/shared/forms';
import type { Booking } from '@podbridge/shared/types';
import {
  Alert,
  CharacterCounter,
  FormDialog,
  TextArea,
  TextField,
  pickableSurface,
  theme,
  inlineCentered,
} from '@podbridge/kit';
import { useChangeBooking } from '../../api/changeBooking';
import { useReviewBooking } from '../../api/reviewBooking';
import { useMessagingTexts } from '../../texts';
import { ChoiceGroup } from '../DialogParts';
import { emptySlot, SlotFields, slotsOf, type SlotValues } from './SlotFields';

const MAX_REVIEW_LENGTH = 2000;
const RATINGS = [1, 2, 3, 4, 5] as const;

const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

interface DialogProps {
  booking: Booking;
  /** What to call the other side. */
  otherName: string;
  onClose: () => void;
}

/** Other times, proposed by the side the request waits for; the other side then chooses one. */
export function ProposeDialog({ booking, otherName, onClose }: DialogProps) {
  const { t } = useMessagingTexts();
  const propose = useChangeBooking(booking.id, 'propose');
  const form = useForm<SlotValues>({ defaultValues: { slots: [emptySlot()] } });
  const { errors } = form.formState;
  const failure = serverErrorOf(errors);
  const timeZone = booking.time_zone.replaceAll('_', ' ');

  const submit = form.handleSubmit(async (values) => {
    try {
      await propose.mutateAsync({ slots: slotsOf(values) });
      toast.success(t('bookings.propose.sent'));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { aliases: { slots: 'root.slots' }, fallback: t('bookings.actions.failure') });
    }
  });

  return (
    <FormDialog
      title={t('bookings.propose.title')}
      saving={propose.isPending}
      submitLabel={t('bookings.propose.submit')}
      onClose={onClose}
      onSubmit={(event) => {
        // The server's word on the times holds until the next try.
        form.clearErrors('root.slots');
        void submit(event);
      }}
    >
      <Lead>{t('bookings.propose.lead', { name: otherName })}</Lead>
      {failure && <Alert variant="error">{failure}</Alert>}
      <FormProvider {...form}>
        <SlotFields legend={t('invite.times')} timeZone={timeZone} slotsError={errors.root?.slots?.message} />
      </FormProvider>
    </FormDialog>
  );
}

interface ReviewValues {
  rating: string;
  text: string;
}

const Ratings = ChoiceGroup;

const Rating = styled.label`
  ${pickableSurface}
  position: relative;
  ${inlineCentered}
  gap: 4px;
  min-width: 56px;
  min-height: 44px;
  padding: 0 ${theme.spacing.sm};
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.semibold};
  &[data-checked] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
  /* The radio covers its label: invisible, but it is what a click or a tap reaches. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span[aria-hidden] {
    color: ${theme.colors.accent};
  }
`;

const FieldError = styled.p`
  width: 100%;
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

/** A 1-5 rating with a text about the other side, once per booking, after a confirmed recording. */
export function ReviewDialog({ booking, otherName, onClose }: DialogProps) {
  const { t } = useMessagingTexts();
  const review = useReviewBooking(booking.id);
  const form = useForm<ReviewValues>({ defaultValues: { rating: '', text: '' } });
  const [rating, text] = useWatch({ control: form.control, name: ['rating', 'text'] });
  const { errors } = form.formState;
  const failure = serverErrorOf(errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync({ rating: Number(values.rating), text: values.text.trim() });
      toast.success(t('bookings.review.done'));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { fields: ['rating', 'text'], fallback: t('bookings.actions.failure') });
    }
  });

  return (
    <FormDialog
      title={t('bookings.review.title', { name: otherName })}
      saving={review.isPending}
      submitLabel={t('bookings.review.submit')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <Alert variant="error">{failure}</Alert>}
      <Ratings aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>{t('bookings.review.rating')}</legend>
        {RATINGS.map((value) => (
          <Rating key={value} data-checked={rating === String(value) || undefined}>
            <input
              type="radio"
              value={value}
              aria-label={t('bookings.review.stars', { count: value })}
              {...form.register('rating', { required: t('bookings.review.ratingRequired') })}
            />
            {value} <span aria-hidden="true">★</span>
          </Rating>
        ))}
        {errors.rating && (
          <FieldError id="review-rating-error" role="alert">
            {errors.rating.message}
          </FieldError>
        )}
      </Ratings>
      <TextArea
        label={t('bookings.review.text')}
        required
        rows={5}
        maxLength={MAX_REVIEW_LENGTH}
        error={errors.text?.message}
        hint={
          <>
            {t('bookings.review.textHint', { name: otherName })}{' '}
            <CharacterCounter count={text.length} max={MAX_REVIEW_LENGTH} warnAbove={MAX_REVIEW_LENGTH - 200} />
          </>
        }
        {...form.register('text', { validate: (value) => value.trim() !== '' || t('bookings.review.textRequired') })}
      />
    </FormDialog>
  );
}

/** The published episode of a recorded booking; an empty link removes it. */
export function EpisodeLinkDialog({ booking, onClose }: Omit<DialogProps, 'otherName'>) {
  const { t } = useMessagingTexts();
  const save = useChangeBooking(booking.id, 'episode_link');
  const form = useForm<{ episode_link: string }>({ defaultValues: { episode_link: booking.episode_link ?? '' } });
  const { errors } = form.formState;
  const failure = serverErrorOf(errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ episode_link: values.episode_link.trim() });
      toast.success(t('bookings.episode.done'));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { fields: ['episode_link'], fallback: t('bookings.actions.failure') });
    }
  });

  return (
    <FormDialog
      title={t('bookings.episode.title')}
      saving={save.isPending}
      submitLabel={t('bookings.episode.submit')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <Alert variant="error">{failure}</Alert>}
      <TextField
        type="url"
        label={t('bookings.episode.label')}
        hint={t('bookings.episode.hint')}
        placeholder="https://"
        error={errors.episode_link?.message}
        {...form.register('episode_link', urlRule)}
      />
    </FormDialog>
  );
}
