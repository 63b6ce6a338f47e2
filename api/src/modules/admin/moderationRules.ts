import { Type, type Static } from '@sinclair/typebox';
import { Nullable, REVIEW_STATES, StringEnum } from '../../http/schemas';

/**
 * One moderation model for everything admins moderate: podcasts and expert profiles go through review
 * (pending → approved / rejected, approved → unpublished, featured or not), comments are visible or hidden. Each
 * action is allowed from some states only; the same rules refuse an action (409) and tell the client which actions
 * to offer on an item, so no client copies them.
 */

export const MODERATED_TYPES = ['podcast', 'expert', 'comment'] as const;
export type ModeratedType = (typeof MODERATED_TYPES)[number];

export const MODERATION_ACTIONS = [
  'approve',
  'reject',
  'unpublish',
  'republish',
  'feature',
  'unfeature',
  'hide',
  'restore',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_STATES = [...REVIEW_STATES, 'visible', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** An item as moderation sees it. */
export interface ModeratedState {
  state: ModerationState;
  featured: boolean;
  reason: string | null;
  /** The viewing admin wrote it (a comment): admins hide other members' comments, and delete their own. */
  own?: boolean;
}

/** What an action changes; null members stay as they are. */
export interface ModerationChange {
  state?: ModerationState;
  reason?: string | null;
  featured?: boolean;
}

interface ActionRule {
  /** The states the action applies to; from any other the admin gets a 409. */
  from: readonly ModerationState[];
  /** The 409's text, and its code when clients tell it apart. */
  refused: (noun: string) => string;
  code?: string;
  /** The owner reads the reason: without one the action is refused (400 on `reason`). */
  needsReason?: boolean;
  /** The change, or null when the item already is as the action would leave it (nothing to do, nothing recorded). */
  change: (item: ModeratedState, reason: string | null) => ModerationChange | null;
  /** Offered on items in these states only, when fewer than `from` (approving an unpublished item is publishing it again). */
  offeredFrom?: readonly ModerationState[];
}

const RULES: Record<ModerationAction, ActionRule> = {
  approve: {
    from: ['pending', 'rejected', 'unpublished', 'approved'],
    offeredFrom: ['pending', 'rejected'],
    refused: (noun) => `This ${noun} cannot be approved.`,
    change: (item) => (item.state === 'approved' ? null : { state: 'approved', reason: null }),
  },
  reject: {
    from: ['pending'],
    needsReason: true,
    refused: (noun) => `Only a pending ${noun} can be rejected.`,
    change: (_item, reason) => ({ state: 'rejected', reason }),
  },
  unpublish: {
    from: ['approved'],
    needsReason: true,
    refused: (noun) => `Only a published ${noun} can be unpublished.`,
    change: (_item, reason) => ({ state: 'unpublished', reason, featured: false }),
  },
  republish: {
    from: ['unpublished'],
    refused: (noun) => `Only an unpublished ${noun} can be published again.`,
    change: () => ({ state: 'approved', reason: null }),
  },
  feature: {
    from: ['approved'],
    refused: (noun) => `Only a published ${noun} can be featured.`,
    change: (item) => (item.featured ? null : { featured: true }),
  },
  unfeature: {
    from: ['pending', 'approved', 'rejected', 'unpublished'],
    refused: (noun) => `This ${noun} cannot be unfeatured.`,
    change: (item) => (item.featured ? { featured: false } : null),
  },
  hide: {
    from: ['visible'],
    needsReason: true,
    refused: (noun) => `This ${noun} is already hidden.`,
    code: 'already_hidden',
    change: (_item, reason) => ({ state: 'hidden', reason }),
  },
  restore: {
    from: ['hidden'],
    refused: (noun) => `This ${noun} is not hidden.`,
    code: 'not_hidden',
    change: () => ({ state: 'visible', reason: null }),
  },
};

/** The actions each type of item knows, in the order a client shows them. */
export const ACTIONS_OF: Record<ModeratedType, readonly ModerationAction[]> = {
  podcast: ['approve', 'reject', 'feature', 'unfeature', 'unpublish', 'republish'],
  expert: ['approve', 'reject', 'feature', 'unfeature', 'unpublish', 'republish'],
  comment: ['hide', 'restore'],
};

export const NOUNS: Record<ModeratedType, string> = { podcast: 'podcast', expert: 'expert profile', comment: 'comment' };

export const ruleOf = (action: ModerationAction): Readonly<ActionRule> => RULES[action];

/** Why an action cannot be taken on this item now, or null when it can. */
export function refusalOf(type: ModeratedType, action: ModerationAction, item: ModeratedState): { detail: string; code?: string } | null {
  const rule = RULES[action];
  if (item.own && type === 'comment') return { detail: 'Delete your own comment instead.', code: 'own_comment' };
  if (!rule.from.includes(item.state)) return { detail: rule.refused(NOUNS[type]), code: rule.code };
  return null;
}

/** The actions worth offering on an item: allowed from its state, and changing something. */
export function allowedActions(type: ModeratedType, item: ModeratedState): ModerationAction[] {
  return ACTIONS_OF[type].filter((action) => {
    const rule = RULES[action];
    return (
      refusalOf(type, action, item) === null &&
      (rule.offeredFrom ?? rule.from).includes(item.state) &&
      rule.change(item, 'reason') !== null
    );
  });
}

export const Moderation = Type.Object(
  {
    state: StringEnum(MODERATION_STATES, {
      description: 'pending, approved, rejected or unpublished for podcasts and expert profiles; visible or hidden for comments.',
    }),
    reason: Nullable(Type.String({ description: 'What the owner or author was told with the latest rejection, unpublishing or hiding.' })),
    featured: Type.Boolean({ description: 'On the home page and /featured (podcasts and expert profiles).' }),
    actions: Type.Array(StringEnum(MODERATION_ACTIONS), {
      description:
        'What the viewing admin may do now, in the order to show them: POST /api/admin_dashboard/moderation/{type}/{id}/ ' +
        'with one of them. reject, unpublish and hide need a reason.',
    }),
  },
  // No $id: a comment holds its replies, and one schema may not hold two definitions of a name.
  { description: 'The item as moderation sees it, with the actions allowed from here. Admins only.' },
);
export type Moderation = Static<typeof Moderation>;

/** An item's moderation for an admin viewing it. */
export function moderationOf(type: ModeratedType, item: ModeratedState): Moderation {
  return { state: item.state, reason: item.reason, featured: item.featured, actions: allowedActions(type, item) };
}

/** What each action answers when done, per type (the contract's texts for approving and rejecting). */
export const DONE: Record<ModeratedType, Partial<Record<ModerationAction, string>>> = {
  podcast: {
    approve: 'Podcast approved successfully',
    reject: 'Podcast rejected',
    unpublish: 'Podcast unpublished',
    republish: 'Podcast published again',
    feature: 'Podcast featured',
    unfeature: 'Podcast no longer featured',
  },
  expert: {
    approve: 'Expert profile approved successfully',
    reject: 'Expert profile rejected successfully',
    unpublish: 'Expert profile unpublished',
    republish: 'Expert profile published again',
    feature: 'Expert profile featured',
    unfeature: 'Expert profile no longer featured',
  },
  comment: { hide: 'Comment hidden', restore: 'Comment restored' },
};
