import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Checkbox,
  Radio,
  SelectField,
  Stack,
  TextField,
  ChoiceGrid,
  FieldGroup,
  GroupError,
  FieldHint,
} from '@podbridge/kit';
import { RECORDING_FORMATS, type ExpertForm } from './expertForm';
import { REGIONS } from './regions';
import { spokenLanguageChoices, spokenLanguageName } from '@podbridge/shared/format';
import { useExpertTexts } from '../texts';

/** Languages spoken, where the expert is based, how and from when they record, and a sample of them speaking. */
export function ProfileDetailsFields({ expertForm: { form, field } }: { expertForm: ExpertForm }) {
  const { t, i18n } = useExpertTexts();
  const languagesHintId = useId();
  // The saved languages stay offered after they are unticked, so a slip can be undone.
  const [languageChoices] = useState(() => spokenLanguageChoices(form.getValues('languages')));
  const openToBookings = useWatch({ control: form.control, name: 'open_to_bookings' });
  const { error: languagesError, ...languages } = field('languages');
  const { error: recordingFormatError, ...recordingFormat } = field('recording_format');

  return (
    <>
      <FieldGroup className="wide" aria-describedby={languagesHintId}>
        <legend>{t('form.languages')}</legend>
        <ChoiceGrid>
          {languageChoices.map((code) => (
            <Checkbox key={code} label={spokenLanguageName(code, i18n.language)} value={code} {...languages} />
          ))}
        </ChoiceGrid>
        <FieldHint id={languagesHintId}>{t('form.languagesHint')}</FieldHint>
        {languagesError && <GroupError role="alert">{languagesError}</GroupError>}
      </FieldGroup>
      <TextField label={t('form.city')} autoComplete="address-level2" {...field('city')} />
      <SelectField label={t('form.region')} {...field('region')}>
        <option value="">{t('form.chooseRegion')}</option>
        {REGIONS.map((code) => (
          <option key={code} value={code}>
            {t(`regions.${code}`)}
          </option>
        ))}
      </SelectField>
      <FieldGroup className="wide">
        <legend>{t('form.recordingFormat')}</legend>
        <Stack $direction="row" $gap="lg">
          {RECORDING_FORMATS.map((format) => (
            <Radio key={format} label={t(`formats.${format}`)} value={format} {...recordingFormat} />
          ))}
        </Stack>
        {recordingFormatError && <GroupError role="alert">{recordingFormatError}</GroupError>}
      </FieldGroup>
      <FieldGroup className="wide">
        <legend>{t('form.availability')}</legend>
        <Stack $gap="md" $align="flex-start">
          <Checkbox
            label={t('form.openToBookings')}
            {...form.register('open_to_bookings', { onChange: () => form.clearErrors('available_from') })}
          />
          {!openToBookings && <TextField label={t('form.closedUntil')} type="date" {...field('available_from')} />}
        </Stack>
      </FieldGroup>
      <div className="wide">
        <TextField
          label={t('form.sampleUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint={t('form.sampleHint')}
          {...field('sample_url')}
        />
      </div>
    </>
  );
}
