import styled from 'styled-components';
import { Checkbox, TextArea, TextField, media, theme } from '@podbridge/shared/ui';
import type { Category } from '../api';
import type { DraftField, ExpertDraft } from './expertDraft';

const Grid = styled.div`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    & > .wide { grid-column: 1 / -1; }
  }
`;

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
  draft: ExpertDraft;
  errors: Partial<Record<string, string>>;
  categories: Category[];
  onChange: (field: DraftField, value: string) => void;
  onCategories: (ids: number[]) => void;
}

/** The profile's text fields and categories, shared by the create and edit forms. */
export function ExpertProfileFields({ draft, errors, categories, onChange, onCategories }: ExpertProfileFieldsProps) {
  const field = (name: DraftField) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  const toggleCategory = (id: number, checked: boolean) =>
    onCategories(checked ? [...draft.category_ids, id] : draft.category_ids.filter((item) => item !== id));

  return (
    <Grid>
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
      <TextField label="Years of Experience*" required type="number" min={0} max={80} inputMode="numeric" {...field('experience_years')} />
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
      <TextField label="Social Media" placeholder="e.g. https://linkedin.com/in/you or @you" {...field('social_media')} />
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
                checked={draft.category_ids.includes(category.id)}
                onChange={(event) => toggleCategory(category.id, event.target.checked)}
              />
            ))}
          </Choices>
        )}
        {errors.category_ids && <Quiet role="alert">{errors.category_ids}</Quiet>}
      </Fieldset>
    </Grid>
  );
}
