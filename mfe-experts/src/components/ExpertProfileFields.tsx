import { localName } from '@podbridge/shared/format';
import { useWatch } from 'react-hook-form';
import type { ExpertCategory } from '@podbridge/shared/types';
import {
  Checkbox,
  FormGrid,
  TextArea,
  TextField,
  ChoiceGrid,
  FieldGroup,
  GroupError,
  FieldHint,
} from '@podbridge/kit';
import type { ExpertForm } from './expertForm';
import { MAX_TALKING_POINTS } from './expertForm';
import { PastAppearanceFields } from './PastAppearanceFields';
import { ProfileDetailsFields } from './ProfileDetailsFields';
import { useExpertTexts } from '../texts';

export interface ExpertProfileFieldsProps {
  expertForm: ExpertForm;
  categories: readonly ExpertCategory[];
}

/** The profile's text fields, categories, details and past appearances on the create and edit pages. */
export function ExpertProfileFields({ expertForm, categories }: ExpertProfileFieldsProps) {
  const { form, field } = expertForm;
  const { t, i18n } = useExpertTexts();
  const chosen = useWatch({ control: form.control, name: 'category_ids' });
  const categoriesError = form.formState.errors.category_ids?.message;

  const toggleCategory = (id: number, checked: boolean) => {
    form.setValue('category_ids', checked ? [...chosen, id] : chosen.filter((item) => item !== id));
    form.clearErrors('category_ids');
  };

  return (
    <FormGrid>
      <div className="wide">
        <TextField label={t('form.name')} required autoComplete="name" {...field('name')} />
      </div>
      <TextField
        label={t('form.expertise')}
        required
        placeholder={t('form.expertisePlaceholder')}
        hint={t('form.expertiseHint')}
        {...field('expertise')}
      />
      <TextField
        label={t('form.experience')}
        required
        type="number"
        min={0}
        max={80}
        inputMode="numeric"
        {...field('experience_years')}
      />
      <div className="wide">
        <TextField
          label={t('form.talkingPoints')}
          placeholder={t('form.talkingPointsPlaceholder')}
          hint={t('form.talkingPointsHint', { count: MAX_TALKING_POINTS })}
          {...field('talking_points')}
        />
      </div>
      <div className="wide">
        <TextArea label={t('form.bio')} required rows={6} placeholder={t('form.bioPlaceholder')} {...field('bio')} />
      </div>
      <TextField label={t('form.website')} type="url" inputMode="url" placeholder="https://" {...field('website')} />
      <TextField label={t('form.socialMedia')} placeholder={t('form.socialPlaceholder')} {...field('social_media')} />
      <div className="wide">
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          hint={t('form.emailHint')}
          {...field('email')}
        />
      </div>
      <FieldGroup className="wide">
        <legend>{t('form.categories')}</legend>
        {categories.length === 0 ? (
          <FieldHint>{t('form.noCategories')}</FieldHint>
        ) : (
          <ChoiceGrid>
            {categories.map((category) => (
              <Checkbox
                key={category.id}
                label={localName(category, i18n.language)}
                name="category_ids"
                value={String(category.id)}
                checked={chosen.includes(category.id)}
                onChange={(event) => toggleCategory(category.id, event.target.checked)}
              />
            ))}
          </ChoiceGrid>
        )}
        {categoriesError && <GroupError role="alert">{categoriesError}</GroupError>}
      </FieldGroup>
      <ProfileDetailsFields expertForm={expertForm} />
      <PastAppearanceFields expertForm={expertForm} />
    </FormGrid>
  );
}
