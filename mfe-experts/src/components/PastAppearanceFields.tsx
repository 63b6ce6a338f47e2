import { useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormGrid, Stack, TextField, theme, FieldGroup, GroupError, FieldHint, stack } from '@podbridge/kit';
import { MAX_PAST_APPEARANCES, PAST_APPEARANCES_RULES, emptyAppearance, type ExpertForm } from './expertForm';
import { useExpertTexts } from '../texts';

const Appearance = styled(FieldGroup)`
  align-self: stretch;
  ${stack('md')}
  align-items: flex-start;
  padding: ${theme.spacing.md};
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  & > div {
    width: 100%;
  }
`;

/** Earlier guest appearances, one box each (show, episode, link, date), with Add and Remove; at most ten. */
export function PastAppearanceFields({ expertForm: { form, appearanceField } }: { expertForm: ExpertForm }) {
  const { t } = useExpertTexts();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'past_appearances',
    rules: PAST_APPEARANCES_RULES,
  });
  // The list's own rule reports under `root`; the server's message for the list lands on the list itself.
  const listErrors = form.formState.errors.past_appearances;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  // As with every field, the list's messages go when the user changes it and come back only on the next submit.
  const change = (update: () => void) => {
    update();
    form.clearErrors('past_appearances');
  };

  return (
    <FieldGroup className="wide">
      <legend>{t('form.pastAppearances')}</legend>
      <Stack $gap="md" $align="flex-start">
        <FieldHint>{t('form.pastAppearancesHint', { max: MAX_PAST_APPEARANCES })}</FieldHint>
        {fields.map((appearance, index) => (
          <Appearance key={appearance.id}>
            <legend>{t('form.appearance', { number: index + 1 })}</legend>
            <FormGrid>
              <TextField label={t('form.appearanceShow')} {...appearanceField(index, 'show')} />
              <TextField label={t('form.appearanceEpisode')} {...appearanceField(index, 'episode')} />
              <TextField
                label={t('form.appearanceUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
                {...appearanceField(index, 'url')}
              />
              <TextField label={t('form.appearanceDate')} type="date" {...appearanceField(index, 'date')} />
            </FormGrid>
            <Button
              variant="light"
              size="sm"
              aria-label={t('form.removeAppearanceLabel', { number: index + 1 })}
              onClick={() => change(() => remove(index))}
            >
              {t('form.removeAppearance')}
            </Button>
          </Appearance>
        ))}
        {listError && <GroupError role="alert">{listError}</GroupError>}
        <Button
          variant="light"
          size="sm"
          disabled={fields.length >= MAX_PAST_APPEARANCES}
          onClick={() => change(() => append(emptyAppearance()))}
        >
          {t('form.addAppearance')}
        </Button>
      </Stack>
    </FieldGroup>
  );
}
