import { useEffect, useId, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { stack, wrap } from './layoutRules';
import { Button } from './Button';
import { TrashIcon } from './ActionIcons';
import { Icon } from './Icon';
import { theme } from './theme';
import { pickableSurface } from './surfaces';
import { Trans, useTranslation } from 'react-i18next';

/** An object URL for a chosen file, revoked when the file changes; null without one (or in jsdom, which has none). */
export function useImagePreview(file: File | null | undefined): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

export type ImageFieldShape = 'round' | 'square';

const Row = styled.div<{ $shape: ImageFieldShape }>`
  ${wrap('md')}
  align-items: flex-start;
  ${({ $shape }) =>
    $shape === 'round'
      ? css`
          & > :last-child {
            flex: 1 1 240px;
          }
        `
      : css`
          & > :first-child {
            flex: 1 1 240px;
          }
        `}
`;

const RoundPreview = styled.figure`
  ${stack('xs')}
  align-items: center;
  margin: 0;
  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: 50%;
    border: 3px solid ${theme.colors.primarySoft};
  }
`;

const SquarePreview = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
`;

const Field = styled.div`
  ${stack('xs')}
  min-width: 0;
`;

const FieldLabel = styled.span`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

/**
 * The browser's file input, styled as a drop zone: the whole zone is its label (click, Enter or Space opens the
 * chooser), an image dragged onto it is taken as if chosen, and the limits are written inside it.
 */
const Zone = styled.label<{ $dragging: boolean; $invalid: boolean }>`
  ${stack('xs')}
  align-items: center;
  padding: ${theme.spacing.lg} ${theme.spacing.md};
  border: 2px dashed
    ${({ $dragging, $invalid }) => ($invalid ? theme.colors.danger : $dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  background: ${({ $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  color: ${theme.colors.textMuted};
  text-align: center;
  ${pickableSurface}
  strong {
    color: ${theme.colors.primary};
  }
  small {
    font-size: ${theme.fontSizes.xs};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const FieldError = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

interface DropZoneProps {
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

function DropZone({ label, hint, accept, file, error, onChange }: DropZoneProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };
  return (
    <Field>
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      <Zone
        htmlFor={id}
        $dragging={dragging}
        $invalid={!!error}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Icon name="image" size={28} />
        <span>
          {file ? (
            <Trans t={t} i18nKey="image.chosen" values={{ name: file.name }} components={{ name: <strong /> }} />
          ) : (
            <Trans t={t} i18nKey="image.choose" components={{ strong: <strong /> }} />
          )}
        </span>
        <small id={`${id}-hint`}>{hint}</small>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Zone>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

export interface ImageFieldProps {
  label: string;
  /** Under the input, e.g. 'PNG, JPG, GIF up to 10MB. Recommended size: 1400x1400 pixels.' */
  hint: string;
  /** The `accept` list of the file chooser. */
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  /** 'round': a profile picture, previewed before the input with Remove; 'square': a cover, previewed after it. */
  shape?: ImageFieldShape;
  /** The picture already saved (edit forms); hidden once removed. Round only. */
  currentUrl?: string | null;
  /** Removes the saved picture; offered only when there is one. Round only. */
  onRemove?: () => void;
  /** The preview's alternative text, e.g. 'Preview of the chosen cover image'. */
  previewAlt: string;
  /** The saved picture's alternative text. */
  currentAlt?: string;
  /** The Remove button's text. */
  removeLabel?: string;
}

/** An image chooser with a preview of the chosen (or saved) picture; type and size are checked by `imageRule`. */
export function ImageField({
  label,
  hint,
  accept,
  file,
  error,
  onChange,
  shape = 'square',
  currentUrl,
  onRemove,
  previewAlt,
  currentAlt,
  removeLabel,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const currentAltText = currentAlt ?? t('image.current');
  const removeText = removeLabel ?? t('image.remove');
  const preview = useImagePreview(file);
  const [inputKey, setInputKey] = useState(0);

  // Remove takes back a newly chosen file first; with none chosen, it removes the saved picture.
  const remove = () => {
    setInputKey((key) => key + 1);
    if (file) onChange(null);
    else onRemove?.();
  };

  const input = (
    <DropZone key={inputKey} label={label} hint={hint} accept={accept} file={file} error={error} onChange={onChange} />
  );

  if (shape === 'square') {
    return (
      <Row $shape="square">
        {input}
        {preview && <SquarePreview src={preview} alt={previewAlt} />}
      </Row>
    );
  }
  const shown = preview ?? currentUrl ?? null;
  return (
    <Row $shape="round">
      {shown && (
        <RoundPreview>
          <img src={shown} alt={file ? previewAlt : currentAltText} />
          {(file || onRemove) && (
            <Button variant="ghost" size="sm" onClick={remove}>
              <TrashIcon size={15} /> {removeText}
            </Button>
          )}
        </RoundPreview>
      )}
      {input}
    </Row>
  );
}
