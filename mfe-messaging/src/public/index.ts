/**
 * The messaging remote's public surface for the other remotes, built into them: the buttons and slot that open this
 * remote's exposed dialogs and track record (`messaging/MessageDialog`, `messaging/InviteDialog`,
 * `messaging/TrackRecord`). They are built into the caller, not loaded with this remote, so that a page whose
 * messaging remote cannot load still shows the button and says in its dialog what happened. What the dialogs take
 * is the contract in `@podbridge/shared/types` (remotes.ts); changing it is a breaking change of this surface.
 */
export { MessageButton } from './MessageButton';
export type { MessageButtonProps } from './MessageButton';
export { InviteButton } from './InviteButton';
export type { InviteButtonProps } from './InviteButton';
export { TrackRecordSlot } from './TrackRecordSlot';
