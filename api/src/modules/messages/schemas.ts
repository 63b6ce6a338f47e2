import { Type, type Static } from '@sinclair/typebox';
import { Body, Id, Nullable, PersonRef, PlainText, StringEnum } from '../../http/schemas';
import { USER_TYPES } from '../users/rules';

export const MAX_MESSAGE_LENGTH = 1000;
export const MAX_REPORT_REASON_LENGTH = 1000;
/** Messages per chat page: the latest ones first, older ones through `before`. */
export const CHAT_PAGE_SIZE = 50;

export const NewMessageBody = Body(
  'NewUserMessage',
  {
    receiver_id: Id('The user the message is for.'),
    content: PlainText(MAX_MESSAGE_LENGTH, 'Please enter a message', 'Trimmed; 1-1000 characters, line breaks allowed.'),
  },
  'A message to another member.',
  [
    {
      receiver_id: 42,
      content:
        'Hej Sara! Vi gör ett avsnitt om sömn i Hjärnkoll i vår. Vill du vara gäst?\n\nVänliga hälsningar,\nJonas',
    },
  ],
);

export const Message = Type.Object(
  {
    id: Type.Integer(),
    sender: Type.Object({ id: Type.Integer() }),
    content: Type.String({ description: 'As written (trimmed); clients escape it when showing it.' }),
    timestamp: Type.String({ format: 'date-time' }),
  },
  { $id: 'UserMessage' },
);
export type Message = Static<typeof Message>;

export const ConversationUser = Type.Object({ ...PersonRef.properties, user_type: StringEnum(USER_TYPES) });
export type ConversationUser = Static<typeof ConversationUser>;

export const Conversation = Type.Object(
  {
    id: Type.Integer({ description: 'The other user\'s id (the conversation opens at /messages/{id}).' }),
    user: ConversationUser,
    last_message: Type.Object({ content: Type.String(), timestamp: Type.String({ format: 'date-time' }) }),
    unread_count: Type.Integer({ description: 'Messages from the other user not yet read.' }),
  },
  { $id: 'Conversation' },
);
export type Conversation = Static<typeof Conversation>;

export const ChatQuery = Type.Object({
  user_id: Id('The other user of the conversation.'),
  before: Type.Optional(Id('A message id: the page of messages older than it (next_before of the page before).')),
});

export const Chat = Type.Object(
  {
    messages: Type.Array(Message, { description: `At most ${CHAT_PAGE_SIZE}, oldest first.` }),
    other_user: ConversationUser,
    has_more: Type.Boolean({ description: 'Whether older messages exist.' }),
    next_before: Nullable(Type.Integer({ description: 'The `before` of the older page; null when there is none.' })),
    is_blocked: Type.Boolean({ description: 'Whether you block the other user.' }),
  },
  { $id: 'Chat' },
);
export type Chat = Static<typeof Chat>;

export const BlockBody = Body('NewUserBlock', { user_id: Id('The user whose messages you no longer want.') });
export const BlockedUserParams = Type.Object({ user_id: Id() });

export const Block = Type.Object(
  { user: ConversationUser, created_at: Type.String({ format: 'date-time' }) },
  { $id: 'UserBlock' },
);
export type Block = Static<typeof Block>;

export const MessageIdParams = Type.Object({ id: Id('A message you received.') });

export const ReportBody = Body(
  'NewMessageReport',
  { reason: PlainText(MAX_REPORT_REASON_LENGTH, 'Please give a reason', 'Why the message should be reviewed.') },
  'A report of a message you received, for the admins to review.',
  [{ reason: 'Samma reklam för en kurs har kommit tre gånger i dag, och jag har inte bett om den.' }],
);

export const MessageReport = Type.Object(
  {
    id: Type.Integer(),
    message_id: Type.Integer(),
    reason: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'MessageReport' },
);
export type MessageReport = Static<typeof MessageReport>;
