import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { ExpertCategory } from '@podbridge/shared/types';
import { Checkbox, FormGrid, TextArea, TextField, theme } from '@podbridge/shared/ui';
import type { ExpertForm } from './expertForm';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.spacing.sm};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  max-height: 260px;
  overflow-y: auto;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border: 1.5px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

const Quiet = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface ExpertProfileFieldsProps {
  expertForm: ExpertForm;
  categories: readonly ExpertCategory[];
}

/** The profile's text fields and categories on the create and edit pages. */
export function ExpertProfileFields({ expertForm: { form, field }, categories }: ExpertProfileFieldsProps) {
  const chosen = useWatch({ control: form.control, name: 'category_ids' });
  const categoriesError = form.formState.errors.category_ids?.message;

  const toggleCategory = (id: number, checked: boolean) => {
    form.setValue('category_ids', checked ? [...chosen, id] : chosen.filter((item) => item !== id));
    form.clearErrors('category_ids');
  };

  return (
    <FormGrid>
      <div className="wide">
        <TextField label="Full Name*" required autoComplete="name" {...field('name')} />
      </div>
      <TextField
        label="Expertise*"
        required
        placeholder="e.g. Climate science, Renewable energy"
        hint="Separate areas of expertise with commas."
        {...field('expertise')}
      />
      <TextField
        label="Years of Experience*"
        required
        type="number"
        min={0}
        max={80}
        inputMode="numeric"
        {...field('experience_years')}
      />
      <div className="wide">
        <TextArea
          label="Professional Bio*"
          required
          rows={6}
          placeholder="Tell podcasters about your background and the topics you love to talk about."
          {...field('bio')}
        />
      </div>
      <TextField label="Website" type="url" inputMode="url" placeholder="https://" {...field('website')} />
      <TextField
        label="Social Media"
        placeholder="e.g. https://linkedin.com/in/you or @you"
        {...field('social_media')}
      />
      <div className="wide">
        <TextField
          label="Contact Email"
          type="email"
          autoComplete="email"
          hint="Shown on your public profile so podcasters can reach you."
          {...field('email')}
        />
      </div>
      <Fieldset className="wide">
        <legend>Categories</legend>
        {categories.length === 0 ? (
          <Quiet>No categories available right now.</Quiet>
        ) : (
          <Choices>
            {categories.map((category) => (
              <Checkbox
                key={category.id}
                label={category.name}
                name="category_ids"
                value={String(category.id)}
                checked={chosen.includes(category.id)}
                onChange={(event) => toggleCategory(category.id, event.target.checked)}
              />
            ))}
          </Choices>
        )}
        {categoriesError && <Quiet role="alert">{categoriesError}</Quiet>}
      </Fieldset>
    </FormGrid>
  );
}
