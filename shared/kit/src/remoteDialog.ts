/**
 * `@podbridge/kit/remote-dialog`: a button that opens another part's dialog, with a contained dialog of its own when
 * that part cannot load (the Message and Invite buttons). An entry point of its own, federated beside the kit's root at
 * the kit's version, so that pages without one do not download it. Its files take the root's parts from
 * `@podbridge/kit`, never by a relative path, so that the page holds one copy of them.
 */
export { RemoteDialogButton } from './RemoteDialogButton';
export type { RemoteDialogButtonProps, RemoteDialogParts } from './RemoteDialogButton';
