import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { applyServerErrors, serverErrorOf, urlRule } from '@podbridge/shared/forms';
import { useMyPodcasts } from '@podbridge/mfe-podcasts/public';
import { paths } from '@podbridge/shared/paths';
import type { InviteDialogContract, InviteDialogProps, NewBooking } from '@podbridge/shared/types';
import {
  Alert,
  Button,
  ButtonLink,
  CharacterCounter,
  FormGrid,
  Modal,
  SelectField,
  Spinner,
  Stack,
  TextArea,
  TextField,
  theme,
} from '@podbridge/kit';
import { useCreateBooking } from '../api/createBooking';
import { emptySlot, SlotFields, slotsOf, type SlotValues } from '../components/Bookings/SlotFields';
import { DEFAULT_TIME_ZONE, timeZones } from '../components/Bookings/timeZones';
import { ChoiceGroup, DialogFields, SentNotice } from '../components/DialogParts';
import { useMessagingTexts } from '../texts';

const MAX_TOPIC_LENGTH = 200;
const MAX_PLACE_LENGTH = 200;
const MAX_NOTE_LENGTH = 2000;
/** The lengths offered, in minutes (the API takes 15-480). */
const DURATIONS = [30, 45, 60, 90, 120, 180] as const;
const DEFAULT_DURATION = 60;

interface InviteValues extends SlotValues {
  podcast_id: string;
  topic: string;
  format: 'remote' | 'in_person';
  place: string;
  time_zone: string;
  duration_minutes: string;
  recording_link: string;
  note: string;
}

const FIELDS = [
  'podcast_id',
  'topic',
  'format',
  'place',
  'time_zone',
  'duration_minutes',
  'recording_link',
  'note',
] as const;

const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Formats = styled(ChoiceGroup)`
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
`;

/** The invitation as the API takes it: numbers as numbers, optional texts left out when empty. */
function invitationOf(values: InviteValues, expertId: number): NewBooking {
  const inPerson = values.format === 'in_person';
  return {
    podcast_id: Number(values.podcast_id),
    expert_id: expertId,
    topic: values.topic.trim(),
    format: values.format,
    ...(inPerson ? { place: values.place.trim() } : {}),
    time_zone: values.time_zone,
    duration_minutes: Number(values.duration_minutes),
    slots: slotsOf(values),
    ...(values.recording_link.trim() ? { recording_link: values.recording_link.trim() } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
}

function OpenInviteDialog({ onClose, expert, podcastId }: Omit<InviteDialogProps, 'open'>) {
  const { t } = useMessagingTexts();
  const formId = useId();
  const podcasts = useMyPodcasts();
  const create = useCreateBooking();
  // A published show, or a new one waiting for its first review (the expert is told it awaits review).
  const approved = useMemo(
    () =>
      (podcasts.data ?? []).filter(
        (podcast) => podcast.approval_status === 'approved' || podcast.approval_status === 'pending',
      ),
    [podcasts.data],
  );
  const form = useForm<InviteValues>({
    defaultValues: {
      podcast_id: podcastId ? String(podcastId) : '',
      topic: '',
      format: 'remote',
      place: '',
      time_zone: DEFAULT_TIME_ZONE,
      duration_minutes: String(DEFAULT_DURATION),
      slots: [emptySlot(), emptySlot()],
      recording_link: '',
      note: '',
    },
  });
  const [format, timeZone, note] = useWatch({ control: form.control, name: ['format', 'time_zone', 'note'] });
  const { errors } = form.formState;
  const failure = serverErrorOf(errors);
  const sending = create.isPending;
  // With one podcast that may invite it is the one; with several the podcaster picks.
  const onlyPodcast = approved.length === 1 ? approved[0] : undefined;
  const chosenId = useWatch({ control: form.control, name: 'podcast_id' });
  const chosenPodcast = onlyPodcast ?? approved.find((podcast) => String(podcast.id) === chosenId);
  const awaitingReview = chosenPodcast?.approval_status === 'pending';

  const submit = form.handleSubmit(async (values) => {
    const chosen = onlyPodcast ? { ...values, podcast_id: String(onlyPodcast.id) } : values;
    try {
      await create.mutateAsync(invitationOf(chosen, expert.id));
    } catch (error) {
      applyServerErrors(form, error, {
        fields: FIELDS,
        aliases: { slots: 'root.slots' },
        fallback: t('invite.failure'),
      });
    }
  });

  const title = t('invite.title', { name: expert.name });

  if (create.isSuccess) {
    return (
      <Modal
        open
        title={title}
        onClose={onClose}
        footer={
          <>
            <Button variant="light" onClick={onClose}>
              {t('invite.close')}
            </Button>
            <ButtonLink to={paths.bookings} onClick={onClose}>
              {t('invite.openBookings')}
            </ButtonLink>
          </>
        }
      >
        <SentNotice>{t('invite.sent', { name: expert.name })}</SentNotice>
      </Modal>
    );
  }

  const noPodcast = podcasts.isSuccess && approved.length === 0;
  return (
    <Modal
      open
      title={title}
      onClose={() => !sending && onClose()}
      footer={
        <>
          <Button variant="light" onClick={onClose} disabled={sending}>
            {t('dialog.cancel')}
          </Button>
          {!noPodcast && (
            <Button type="submit" form={formId} loading={sending} disabled={!podcasts.isSuccess}>
              {sending ? t('invite.sending') : t('invite.submit')}
            </Button>
          )}
        </>
      }
    >
      {podcasts.isPending && <Spinner size={28} label={t('bookings.loading')} />}
      {podcasts.isError && <Alert variant="error">{t('invite.podcastsFailure')}</Alert>}
      {noPodcast && (
        <Stack>
          <Alert variant="info">{t('invite.noPodcasts')}</Alert>
          <div>
            <ButtonLink to={paths.podcastCreate} variant="outline" onClick={onClose}>
              {t('invite.createPodcast')}
            </ButtonLink>
          </div>
        </Stack>
      )}
      {approved.length > 0 && (
        <FormProvider {...form}>
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              // The server's word on the times holds until the next try.
              form.clearErrors('root.slots');
              void submit(event);
            }}
          >
            <DialogFields disabled={sending}>
              <Stack>
                <Lead>{t('invite.lead', { name: expert.name })}</Lead>
                {failure && <Alert variant="error">{failure}</Alert>}
                {onlyPodcast ? (
                  <TextField label={t('invite.podcast')} value={onlyPodcast.title} readOnly />
                ) : (
                  <SelectField
                    label={t('invite.podcast')}
                    required
                    error={errors.podcast_id?.message}
                    {...form.register('podcast_id', { required: t('invite.podcastRequired') })}
                  >
                    <option value="">{t('invite.choosePodcast')}</option>
                    {approved.map((podcast) => (
                      <option key={podcast.id} value={podcast.id}>
                        {podcast.approval_status === 'pending'
                          ? t('invite.awaitingReviewOption', { title: podcast.title })
                          : podcast.title}
                      </option>
                    ))}
                  </SelectField>
                )}
                {awaitingReview && <Alert variant="info">{t('invite.awaitingReview')}</Alert>}
                <TextField
                  label={t('invite.topic')}
                  placeholder={t('invite.topicPlaceholder')}
                  required
                  maxLength={MAX_TOPIC_LENGTH}
                  error={errors.topic?.message}
                  {...form.register('topic', {
                    validate: (value) => value.trim() !== '' || t('invite.topicRequired'),
                  })}
                />
                <Formats>
                  <legend>{t('invite.format')}</legend>
                  <label>
                    <input type="radio" value="remote" {...form.register('format')} />
                    {t('invite.remote')}
                  </label>
                  <label>
                    <input type="radio" value="in_person" {...form.register('format')} />
                    {t('invite.inPerson')}
                  </label>
                </Formats>
                {format === 'in_person' ? (
                  <TextField
                    label={t('invite.place')}
                    placeholder={t('invite.placePlaceholder')}
                    required
                    maxLength={MAX_PLACE_LENGTH}
                    error={errors.place?.message}
                    {...form.register('place', {
                      validate: (value) => value.trim() !== '' || t('invite.placeRequired'),
                    })}
                  />
                ) : (
                  <TextField
                    type="url"
                    label={t('invite.recordingLink')}
                    hint={t('invite.recordingLinkHint')}
                    placeholder="https://"
                    error={errors.recording_link?.message}
                    {...form.register('recording_link', urlRule)}
                  />
                )}
                <FormGrid>
                  <SelectField label={t('invite.timeZone')} {...form.register('time_zone')}>
                    {timeZones().map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replaceAll('_', ' ')}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField label={t('invite.duration')} {...form.register('duration_minutes')}>
                    {DURATIONS.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {t('invite.durationOption', { count: minutes })}
                      </option>
                    ))}
                  </SelectField>
                </FormGrid>
                <SlotFields
                  legend={t('invite.times')}
                  timeZone={timeZone.replaceAll('_', ' ')}
                  slotsError={errors.root?.slots?.message}
                />
                <TextArea
                  label={t('invite.note', { name: expert.name })}
                  rows={4}
                  maxLength={MAX_NOTE_LENGTH}
                  error={errors.note?.message}
                  hint={
                    <CharacterCounter count={note.length} max={MAX_NOTE_LENGTH} warnAbove={MAX_NOTE_LENGTH - 200} />
                  }
                  {...form.register('note')}
                />
              </Stack>
            </DialogFields>
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}

/**
 * "Invite to my show": a podcaster invites an expert to record an episode on one of their podcasts (published, or new and
 * awaiting review), with
 * up to 3 proposed times. Sent, it says so and leads to the Bookings page, where the answer arrives.
 */
function InviteDialog({ open, onClose, expert, podcastId }: InviteDialogProps) {
  return open ? <OpenInviteDialog onClose={onClose} expert={expert} podcastId={podcastId} /> : null;
}

export default InviteDialog satisfies InviteDialogContract;
