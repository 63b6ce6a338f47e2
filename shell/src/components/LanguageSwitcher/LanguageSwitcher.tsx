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

  /* A width of its own rather than its options' widest name: the browser measures that name in the option's
     language's font, which a busy device may find only after its first paint, and the navigation's links beside it
     moved when it did. */
  select {
    appearance: none;
    width: 8rem;
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
