import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors, serverErrorOf } from '@podbridge/shared/forms';
import { Alert, FormDialog, TextArea, TextField } from '@podbridge/kit';
import {
  MAX_TOPIC_ALIAS_LENGTH,
  MAX_TOPIC_ALIASES,
  MAX_TOPIC_NAME_LENGTH,
  useCreateTopic,
  useUpdateTopic,
  type AdminTopic,
} from '../../api/topics';
import { useAdminTexts } from '../../texts';

interface TopicValues {
  name: string;
  name_sv: string;
  /** Comma-separated, as the admin types them. */
  aliases: string;
}

const FIELDS = ['name', 'name_sv', 'aliases'] as const;

/** The aliases typed, trimmed, without blanks. */
export function aliasesOf(text: string): string[] {
  return text
    .split(',')
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');
}

const caseless = (text: string) => text.trim().toLocaleLowerCase();

export interface TopicDialogProps {
  /** The topic to edit, or null to add one. */
  topic: AdminTopic | null;
  /** Every topic, so a name already taken is said before saving. */
  topics: readonly AdminTopic[];
  onClose: () => void;
  /** After saving: what the topic is now, and whether it is new. */
  onSaved: (topic: AdminTopic, created: boolean) => void;
}

/** Adds a topic or edits one: its English and Swedish names and its aliases (comma-separated). */
export function TopicDialog({ topic, topics, onClose, onSaved }: TopicDialogProps) {
  const { t } = useAdminTexts();
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const form = useForm<TopicValues>({
    defaultValues: { name: topic?.name ?? '', name_sv: topic?.name_sv ?? '', aliases: topic?.aliases.join(', ') ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const aliasCount = aliasesOf(useWatch({ control: form.control, name: 'aliases' })).length;
  const failure = serverErrorOf(errors);

  const submit = form.handleSubmit(async (values) => {
    const input = { name: values.name.trim(), name_sv: values.name_sv.trim(), aliases: aliasesOf(values.aliases) };
    try {
      const saved = topic ? await update.mutateAsync({ id: topic.id, ...input }) : await create.mutateAsync(input);
      onSaved(saved, topic === null);
    } catch (error) {
      applyServerErrors(form, error, { fields: FIELDS, fallback: t('topics.form.failed') });
    }
  });

  const nameTaken = (name: string) =>
    topics.some((other) => other.id !== topic?.id && caseless(other.name) === caseless(name));

  return (
    <FormDialog
      title={topic ? t('topics.form.editTitle', { name: topic.name }) : t('topics.form.addTitle')}
      saving={isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={topic ? undefined : t('topics.form.submitAdd')}
    >
      {failure && <Alert variant="error">{failure}</Alert>}
      <TextField
        label={t('topics.form.name')}
        required
        maxLength={MAX_TOPIC_NAME_LENGTH}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name', {
          validate: (value) =>
            (value.trim() === '' && t('topics.form.nameRequired')) ||
            (nameTaken(value) && t('topics.form.nameTaken')) ||
            true,
        })}
      />
      <TextField
        label={t('topics.form.nameSv')}
        lang="sv"
        required
        maxLength={MAX_TOPIC_NAME_LENGTH}
        autoComplete="off"
        error={errors.name_sv?.message}
        {...form.register('name_sv', {
          validate: (value) => value.trim() !== '' || t('topics.form.nameSvRequired'),
        })}
      />
      <TextArea
        label={t('topics.form.aliases')}
        rows={4}
        error={errors.aliases?.message}
        hint={`${t('topics.form.aliasesHint')} ${t('topics.form.aliasesCount', { count: aliasCount, max: MAX_TOPIC_ALIASES })}`}
        {...form.register('aliases', {
          validate: (value) => {
            const aliases = aliasesOf(value);
            if (aliases.length > MAX_TOPIC_ALIASES) return t('topics.form.tooManyAliases', { max: MAX_TOPIC_ALIASES });
            if (aliases.some((alias) => alias.length > MAX_TOPIC_ALIAS_LENGTH)) {
              return t('topics.form.aliasTooLong', { max: MAX_TOPIC_ALIAS_LENGTH });
            }
            return true;
          },
        })}
      />
    </FormDialog>
  );
}
