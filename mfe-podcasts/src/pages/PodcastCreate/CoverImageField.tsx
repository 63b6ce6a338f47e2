import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { TextField, theme } from '@podbridge/shared/ui';
import { IMAGE_HINT, IMAGE_TYPES } from '../../components/podcastValidation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.spacing.md};
  & > :first-child { flex: 1 1 240px; }
`;

const Preview = styled.img`
  width: 120px;
  height: 120px;
  object-fit: cover;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
`;

export interface CoverImageFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** Optional cover image with a preview of the chosen file. */
export function CoverImageField({ file, error, onChange }: CoverImageFieldProps) {
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

  return (
    <Row>
      <TextField
        label="Cover Image"
        type="file"
        accept={IMAGE_TYPES}
        hint={`${IMAGE_HINT}. Recommended size: 1400x1400 pixels.`}
        error={error}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {preview && <Preview src={preview} alt="Preview of the chosen cover image" />}
    </Row>
  );
}
