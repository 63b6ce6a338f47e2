import { useId } from 'react';
import styled from 'styled-components';
import { chooseLanguage } from '@podbridge/shared/auth';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, useLanguage, useTranslation } from '@podbridge/shared/i18n';
import { Icon, VisuallyHidden, theme } from '@podbridge/kit';

const Field = styled.div<{ $tone: 'light' | 'dark' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.85)' : theme.colors.textMuted)};

  svg {
    position: absolute;
    left: 10px;
    pointer-events: none;
  }

  select {
    appearance: none;
    min-height: 40px;
    padding: 0 ${theme.spacing.md} 0 34px;
    border: 1px solid ${({ $tone }) => ($tone === 'dark' ? 'rgba(255, 255, 255, 0.3)' : theme.colors.border)};
    border-radius: ${theme.radii.md};
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: ${theme.fontWeights.medium};
    cursor: pointer;
  }

  option {
    color: ${theme.colors.text};
  }
`;

/** The language menu of the navigation and the footer: English or Svenska, each named in its own language. */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <Field $tone={tone}>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('language.choose')}
      </VisuallyHidden>
      <Icon name="globe" size={16} />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </Field>
  );
}
