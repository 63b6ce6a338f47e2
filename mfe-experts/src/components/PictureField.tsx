import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, TextField, TrashIcon, theme } from '@podbridge/shared/ui';
import { IMAGE_HINT, IMAGE_TYPES } from './expertValidation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.spacing.md};
  & > :last-child { flex: 1 1 240px; }
`;

const Preview = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing.xs};
  margin: 0;
  img {
    width: 120px;
    height: 120px;
    object-fit: cover;
    border-radius: 50%;
    border: 3px solid ${theme.colors.primarySoft};
  }
`;

export interface PictureFieldProps {
  file: File | null;
  /** The picture already on the profile (edit only); hidden once removed. */
  currentUrl?: string | null;
  error?: string;
  onChange: (file: File | null) => void;
  /** Removes the current picture; offered only when there is one. */
  onRemove?: () => void;
}

/** Profile Picture: a file chooser with a round preview of the chosen or current picture, and Remove. */
export function PictureField({ file, currentUrl, error, onChange, onRemove }: PictureFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  // Remove takes back a newly chosen file first; with none chosen, it removes the current picture.
  const remove = () => {
    setInputKey((key) => key + 1);
    if (file) onChange(null);
    else onRemove?.();
  };

  return (
    <Row>
      {shown && (
        <Preview>
          <img src={shown} alt={file ? 'Preview of the chosen picture' : 'Current profile picture'} />
          {(file || onRemove) && (
            <Button variant="ghost" size="sm" onClick={remove}>
              <TrashIcon size={15} /> Remove picture
            </Button>
          )}
        </Preview>
      )}
      <TextField
        key={inputKey}
        label="Profile Picture"
        type="file"
        accept={IMAGE_TYPES}
        hint={`${IMAGE_HINT}. A square picture looks best.`}
        error={error}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
    </Row>
  );
}
