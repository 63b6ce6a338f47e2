import { useTranslation } from 'react-i18next';
import { PencilIcon, TrashIcon } from './ActionIcons';
import { Button, ButtonLink } from './Button';

export interface CardOwnerActionsProps {
  /** The edit page's address, or what opens the edit dialog in place. */
  edit: string | (() => void);
  onDelete: () => void;
}

/** The owner's Edit and Delete row of a listing card. */
export function CardOwnerActions({ edit, onDelete }: CardOwnerActionsProps) {
  const { t } = useTranslation();
  const editContent = (
    <>
      <PencilIcon size={15} /> {t('edit')}
    </>
  );
  return (
    <>
      {typeof edit === 'string' ? (
        <ButtonLink to={edit} variant="light" size="sm">
          {editContent}
        </ButtonLink>
      ) : (
        <Button variant="light" size="sm" onClick={edit}>
          {editContent}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onDelete}>
        <TrashIcon size={15} /> {t('delete')}
      </Button>
    </>
  );
}
