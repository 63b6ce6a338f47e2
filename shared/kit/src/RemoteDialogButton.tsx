import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, type ButtonVariant, Icon, type IconName, Modal, Spinner } from '@podbridge/kit';

/** What the remote's dialog needs from the button: how to close, and the texts while it loads or is missing. */
export interface RemoteDialogParts {
  close: () => void;
  /** Shown while the remote loads: a dialog with a spinner. */
  loading: ReactNode;
  /** Shown when the remote cannot load: a dialog that says so, with the way to the remote's page. */
  fallback: () => ReactNode;
}

export interface RemoteDialogButtonProps {
  /** The button's text and the dialog's title while it loads. */
  label: string;
  icon: IconName;
  /** The button's look; 'secondary' unless given. */
  variant?: ButtonVariant;
  /** What the spinner says while the remote loads, e.g. 'Loading messaging'. */
  loadingText: string;
  /** Why the dialog cannot open, e.g. 'Messaging is unavailable right now…'. */
  unavailableText: string;
  /** Where the user can go instead, and its link text. */
  elsewhere: { to: string; label: string };
  /** The remote's dialog in a RemoteSlot, given the parts above. */
  children: (parts: RemoteDialogParts) => ReactNode;
}

/** A button that opens another remote's dialog; a missing remote says so in a dialog of its own. */
export function RemoteDialogButton({
  label,
  icon,
  variant = 'secondary',
  loadingText,
  unavailableText,
  elsewhere,
  children,
}: RemoteDialogButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        <Icon name={icon} size={16} /> {label}
      </Button>
      {open &&
        children({
          close,
          loading: (
            <Modal open title={label} onClose={close}>
              <Spinner size={28} label={loadingText} />
            </Modal>
          ),
          fallback: () => (
            <Modal
              open
              title={label}
              onClose={close}
              footer={
                <>
                  <Button variant="light" onClick={close}>
                    {t('close')}
                  </Button>
                  <ButtonLink to={elsewhere.to}>{elsewhere.label}</ButtonLink>
                </>
              }
            >
              <p role="status">{unavailableText}</p>
            </Modal>
          ),
        })}
    </>
  );
}
