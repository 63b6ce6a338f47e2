import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { paths } from '@podbridge/shared/paths';
import type { MessageDialogContract, MessageDialogProps, RemoteModules } from '@podbridge/shared/types';
import { Button, ButtonLink, Icon, Modal, Spinner } from '@podbridge/shared/ui';

export const MESSAGING_UNAVAILABLE = 'Messaging is unavailable right now. Please try again in a moment.';

const MESSAGE_DIALOG = 'messaging/MessageDialog';

/**
 * `loadRemote` alone would ask this remote's own federation instance, which knows no other remotes: the shell
 * registers them (from remotes.json) on its instance. So ask the page's instance that has `messaging`; without
 * one (the standalone dev host) this remote's own instance answers, and the dialog area shows its fallback.
 */
async function loadMessageDialog(): Promise<{ default: MessageDialogContract }> {
  const host = getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'messaging'));
  const module = host
    ? await host.loadRemote<RemoteModules[typeof MESSAGE_DIALOG]>(MESSAGE_DIALOG)
    : await loadRemote<RemoteModules[typeof MESSAGE_DIALOG]>(MESSAGE_DIALOG);
  if (!module) throw new Error(`${MESSAGE_DIALOG} did not load`);
  return module;
}

/** Keeps a missing or broken messaging remote inside the dialog area. */
class DialogBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The message dialog could not be loaded', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Unavailable({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      title="Message Expert"
      onClose={onClose}
      footer={
        <>
          <Button variant="light" onClick={onClose}>
            Close
          </Button>
          <ButtonLink to={paths.messages}>Open Messages</ButtonLink>
        </>
      }
    >
      <p role="status">{MESSAGING_UNAVAILABLE}</p>
    </Modal>
  );
}

/** Message Expert: opens the messaging remote's dialog, loaded at run time (never imported). */
export function MessageExpert({ recipient }: { recipient: MessageDialogProps['recipient'] }) {
  const [open, setOpen] = useState(false);
  // One lazy component per page visit: a later visit tries the remote again.
  const [MessageDialog] = useState(() => lazy(loadMessageDialog));
  const close = () => setOpen(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="chat" size={16} /> Message Expert
      </Button>
      {open && (
        <DialogBoundary fallback={<Unavailable onClose={close} />}>
          <Suspense
            fallback={
              <Modal open title="Message Expert" onClose={close}>
                <Spinner size={28} label="Loading messaging" />
              </Modal>
            }
          >
            <MessageDialog open onClose={close} recipient={recipient} />
          </Suspense>
        </DialogBoundary>
      )}
    </>
  );
}
