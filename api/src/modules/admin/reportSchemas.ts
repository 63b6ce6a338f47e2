import { Type, type Static } from '@sinclair/typebox';
import { Body, Nullable, PageQuery, Reason, StringEnum } from '../../http/schemas';

const UserSummary = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  user_type: StringEnum(['podcaster', 'expert', 'listener']),
});

export const AdminReport = Type.Object(
  {
    id: Type.Integer(),
    reason: Type.String({ description: "The reporter's words." }),
    created_at: Type.String({ format: 'date-time' }),
    reporter: UserSummary,
    message: Type.Object({
      id: Type.Integer(),
      content: Type.String(),
      timestamp: Type.String({ format: 'date-time' }),
      sender: Type.Object({
        ...UserSummary.properties,
        is_suspended: Type.Boolean(),
        suspension_reason: Nullable(Type.String()),
      }),
      receiver: UserSummary,
    }),
    context: Type.Array(
      Type.Object({
        id: Type.Integer(),
        sender: Type.Integer({ description: "The sender's user id." }),
        content: Type.String(),
        timestamp: Type.String({ format: 'date-time' }),
      }),
      { description: 'Up to 3 messages before and 3 after the reported one (included) in its conversation, oldest first.' },
    ),
    reports_of_sender: Type.Integer({ description: 'Open reports of messages from the same sender.' }),
    resolution: Nullable(StringEnum(['dismissed', 'warned', 'suspended'])),
    resolved_at: Nullable(Type.String({ format: 'date-time' })),
    resolved_by: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
  },
  { $id: 'AdminReport' },
);
export type AdminReport = Static<typeof AdminReport>;

export const ReportQuery = Type.Object(
  { ...PageQuery, status: Type.Optional(StringEnum(['open', 'resolved'], { default: 'open' })) },
  { $id: 'ReportQuery' },
);

export const USER_REASON_REQUIRED = 'Write the reason the user will see.';
export const DecisionBody = Body(
  'ReportDecision',
  { reason: Reason(USER_REASON_REQUIRED) },
  'The reason the reported user reads.',
  [{ reason: 'Du har skickat samma reklam till flera medlemmar. Marknadsföring i meddelanden är inte tillåten.' }],
);
export const DismissBody = Body('ReportDismissal', {
  reason: Type.Optional(Type.String({ maxLength: 1000, description: 'A note for the audit trail.' })),
});
export const ReportDecisionResult = Type.Object({ detail: Type.String(), report: AdminReport }, { $id: 'ReportDecisionResult' });

export const SuspendedUser = Type.Object(
  {
    ...UserSummary.properties,
    suspended_at: Type.String({ format: 'date-time' }),
    suspension_reason: Nullable(Type.String()),
  },
  { $id: 'SuspendedUser' },
);
export type SuspendedUser = Static<typeof SuspendedUser>;
