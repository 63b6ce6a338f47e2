import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { localName, spokenLanguageChoices, spokenLanguageName } from '@podbridge/shared/format';
import {
  Checkbox,
  ChoiceGrid,
  FieldGroup,
  FieldHint,
  GroupError,
  Icon,
  SelectField,
  theme,
  inlineRow,
  wrap,
} from '@podbridge/kit';
import { useTopics } from '../api/getTopics';
import { usePodcastTexts } from '../texts';
import type { PodcastFormValues } from './PodcastForm';

/** Topics a show may look for guests on (the API's limit). */
export const MAX_GUEST_TOPICS = 5;

const Chosen = styled.ul`
  ${wrap('xs')}
  margin: 0 0 ${theme.spacing.sm};
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  ${inlineRow('xs')}
  padding: 4px 4px 4px 12px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  button {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover,
    &:focus-visible {
      background: ${theme.colors.surface};
    }
  }
`;

type FormProps = { form: UseFormReturn<PodcastFormValues> };

/**
 * "Looking for guests on": up to five topics, in the order chosen, each removable; a select adds the next one. The
 * suggested guests start from them.
 */
export function GuestTopicsField({ form }: FormProps) {
  const { t, i18n } = usePodcastTexts();
  const { topics } = useTopics();
  const { field, fieldState } = useController({ control: form.control, name: 'guest_topic_ids' });
  const chosen = field.value;
  const byId = new Map(topics.map((topic) => [topic.id, topic]));
  const offered = topics
    .filter((topic) => !chosen.includes(topic.id))
    .sort((a, b) => localName(a, i18n.language).localeCompare(localName(b, i18n.language), i18n.language));
  const full = chosen.length >= MAX_GUEST_TOPICS;
  const change = (ids: number[]) => {
    field.onChange(ids);
    form.clearErrors('guest_topic_ids');
  };

  return (
    <FieldGroup>
      <legend>{t('form.guestTopics')}</legend>
      {chosen.length > 0 && (
        <Chosen aria-label={t('form.guestTopicsChosen')}>
          {chosen.map((id) => {
            const topic = byId.get(id);
            const name = topic ? localName(topic, i18n.language) : String(id);
            return (
              <Chip key={id}>
                {name}
                <button
                  type="button"
                  aria-label={t('form.removeGuestTopic', { topic: name })}
                  onClick={() => change(chosen.filter((item) => item !== id))}
                >
                  <Icon name="close" size={14} />
                </button>
              </Chip>
            );
          })}
        </Chosen>
      )}
      <SelectField
        label={t('form.addGuestTopic')}
        value=""
        disabled={full || offered.length === 0}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id) change([...chosen, id]);
        }}
      >
        <option value="">
          {full ? t('form.guestTopicsFull', { count: MAX_GUEST_TOPICS }) : t('form.chooseTopic')}
        </option>
        {offered.map((topic) => (
          <option key={topic.id} value={topic.id}>
            {localName(topic, i18n.language)}
          </option>
        ))}
      </SelectField>
      <FieldHint>{t('form.guestTopicsHint', { count: MAX_GUEST_TOPICS })}</FieldHint>
      {fieldState.error?.message && <GroupError role="alert">{fieldState.error.message}</GroupError>}
    </FieldGroup>
  );
}

/** The languages the show's audience speaks, as checkboxes (the saved ones stay offered). */
export function AudienceLanguagesField({ form }: FormProps) {
  const { t, i18n } = usePodcastTexts();
  const [choices] = useState(() => spokenLanguageChoices(form.getValues('audience_languages')));
  const error = form.formState.errors.audience_languages?.message;
  return (
    <FieldGroup>
      <legend>{t('form.audienceLanguages')}</legend>
      <ChoiceGrid>
        {choices.map((code) => (
          <Checkbox
            key={code}
            label={spokenLanguageName(code, i18n.language)}
            value={code}
            {...form.register('audience_languages', { onChange: () => form.clearErrors('audience_languages') })}
          />
        ))}
      </ChoiceGrid>
      {error && <GroupError role="alert">{error}</GroupError>}
    </FieldGroup>
  );
}
