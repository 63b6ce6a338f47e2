/**
 * `@podbridge/kit/dialogs`: a button that opens another part's dialog (with a contained fallback when that part cannot
 * load), and the dialog that asks for a reason. A subpath of its own, federated beside the kit's root, so that pages
 * that never open one do not download them.
 */
export { RemoteDialogButton } from './RemoteDialogButton';
export type { RemoteDialogButtonProps, RemoteDialogParts } from './RemoteDialogButton';
export { ReasonDialog, REASON_MAX_LENGTH, REASON_REQUIRED } from './ReasonDialog';
export type { ReasonDialogProps } from './ReasonDialog';
