import { useId } from 'react';
import styled from 'styled-components';
import { Icon, theme, useImagePreview } from '@podbridge/shared/ui';
import { RoundFrame } from '../../components/RoundFrame';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing.sm};
  text-align: center;
`;

const Frame = styled(RoundFrame)<{ $invalid: boolean }>`
  border: 2px dashed ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textSubtle};
`;

const Preview = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

const Input = styled.input`
  max-width: 100%;
  font-size: ${theme.fontSizes.sm};
  &::file-selector-button {
    margin-right: ${theme.spacing.sm};
    padding: 8px 14px;
    border: 1.5px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
    cursor: pointer;
  }
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

const ErrorText = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

export interface ProfilePictureFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** The required profile picture: image files only, previewed in the round frame it will appear in. */
export function ProfilePictureField({ file, error, onChange }: ProfilePictureFieldProps) {
  const id = useId();
  const preview = useImagePreview(file);

  return (
    <Root>
      <Frame $invalid={!!error}>
        {preview ? (
          <Preview src={preview} alt="Preview of your profile picture" />
        ) : (
          <Icon name="image" size={40} />
        )}
      </Frame>
      <Label htmlFor={id}>Profile picture*</Label>
      <Input
        id={id}
        type="file"
        accept="image/*"
        required
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Hint id={`${id}-hint`}>PNG, JPG, GIF up to 10MB. Recommended size: 1400x1400 pixels.</Hint>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  );
}
