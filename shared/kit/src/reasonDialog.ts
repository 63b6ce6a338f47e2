/**
 * `@podbridge/kit/reason-dialog`: the dialog that asks for a reason (a report, a rejection, a cancellation), with its
 * limits. An entry point of its own, federated beside the kit's root at the kit's version: it brings the form library,
 * which pages that never ask for a reason (the directories, a podcast's page) do without. Its files take the root's
 * parts from `@podbridge/kit`, never by a relative path, so that the page holds one copy of them.
 */
export { ReasonDialog, REASON_MAX_LENGTH, REASON_REQUIRED } from './ReasonDialog';
export type { ReasonDialogProps } from './ReasonDialog';
