import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Card, Icon, TextField, media, theme } from '@podbridge/kit';
import { useAdminTexts } from '../../texts';

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${theme.spacing.sm};
`;

const Heading = styled.h2`
  font-size: ${theme.fontSizes.md};
`;

/** The field and its button side by side from medium screens on, one under the other on a phone. */
const Fields = styled.form`
  display: grid;
  gap: ${theme.spacing.md};
  align-items: end;
  ${media.md} {
    grid-template-columns: minmax(0, 16rem) auto;
    justify-content: start;
  }
`;

const WHOLE_NUMBER = /^\d+$/;

/** A user id as typed: a whole number from 1 up. */
function isUserId(text: string): boolean {
  return WHOLE_NUMBER.test(text) && Number.isSafeInteger(Number(text)) && Number(text) >= 1;
}

/** "Preview any user's next email": a user id, checked before it opens the preview. */
export function PreviewUserForm({ onPreview }: { onPreview: (userId: number) => void }) {
  const { t } = useAdminTexts();
  const headingId = useId();
  const form = useForm<{ userId: string }>({ defaultValues: { userId: '' } });
  const error = form.formState.errors.userId?.message;
  const submit = form.handleSubmit(({ userId }) => onPreview(Number(userId.trim())));
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('digests.lookup.title')}</Heading>
      <Fields aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('digests.lookup.userId')}
          inputMode="numeric"
          autoComplete="off"
          error={error}
          {...form.register('userId', { validate: (value) => isUserId(value.trim()) || t('digests.lookup.invalid') })}
        />
        <Button type="submit" variant="outline">
          <Icon name="mail" size={18} /> {t('digests.lookup.submit')}
        </Button>
      </Fields>
    </Section>
  );
}
