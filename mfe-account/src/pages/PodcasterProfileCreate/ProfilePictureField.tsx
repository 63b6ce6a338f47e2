import { ImageField } from '@podbridge/kit';
import { useAccountTexts } from '../../texts';

export interface ProfilePictureFieldProps {
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** The required profile picture: the shared image picker, previewed in the round frame it will appear in. */
export function ProfilePictureField({ file, error, onChange }: ProfilePictureFieldProps) {
  const { t } = useAccountTexts();
  return (
    <ImageField
      shape="round"
      label={t('podcasterCreate.picture.label')}
      hint={t('podcasterCreate.picture.hint')}
      accept="image/*"
      file={file}
      error={error}
      onChange={onChange}
      previewAlt={t('podcasterCreate.picture.previewAlt')}
    />
  );
}
