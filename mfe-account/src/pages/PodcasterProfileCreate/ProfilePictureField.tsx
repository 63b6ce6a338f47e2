import { ImageField } from '@podbridge/shared/ui';

export interface ProfilePictureFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** The required profile picture: the shared image picker, previewed in the round frame it will appear in. */
export function ProfilePictureField({ file, error, onChange }: ProfilePictureFieldProps) {
  return (
    <ImageField
      shape="round"
      label="Profile picture*"
      hint="PNG, JPG, GIF up to 10MB. Recommended size: 1400x1400 pixels."
      accept="image/*"
      file={file}
      error={error}
      onChange={onChange}
      previewAlt="Preview of your profile picture"
    />
  );
}
