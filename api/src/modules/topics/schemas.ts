import { Type, type Static } from '@sinclair/typebox';
import { Body, Id, NOT_A_TEXT_LIST, TypedText } from '../../http/schemas';

export const TopicRef = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The English name.' }),
  name_sv: Type.String({ description: 'The Swedish name.' }),
});
export type TopicRef = Static<typeof TopicRef>;

/** The longest text a directory's search takes: far more than the words a search reads (see searchPlan). */
export const MAX_SEARCH_LENGTH = 500;

/** The search text of a directory. */
export const SearchText = (description: string) => Type.String({ maxLength: MAX_SEARCH_LENGTH, description });

/** What a directory's search understood, beside its page of results. */
export const SearchSummary = Type.Object(
  {
    terms: Type.Array(Type.String(), {
      description:
        'Words (lower case, accents removed) that matching items contain or start with: the typed words, their ' +
        'forms, typo corrections and the names of the topics met. For highlighting.',
    }),
    topics: Type.Array(TopicRef, { description: 'The topics the search met, best first.' }),
    nearest_topics: Type.Array(TopicRef, {
      description: 'When nothing matched: the topics whose names are nearest to the text, to search for instead.',
    }),
  },
  { $id: 'SearchSummary' },
);
export type SearchSummary = Static<typeof SearchSummary>;

/** A topic as the public list shows it: what podcasters pick the topics they look for guests on from. */
export const Topic = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The English name.' }),
    name_sv: Type.String({ description: 'The Swedish name.' }),
  },
  { $id: 'Topic' },
);
export type Topic = Static<typeof Topic>;

/** A topic as admins edit it: its aliases, and how many categories stand for it. */
export const AdminTopic = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'The English name.' }),
    name_sv: Type.String({ description: 'The Swedish name.' }),
    aliases: Type.Array(Type.String(), { description: 'Other words for the topic, in either language.' }),
    expert_categories: Type.Integer({ description: 'Expert categories that stand for the topic.' }),
    podcast_categories: Type.Integer({ description: 'Podcast categories that stand for the topic.' }),
  },
  { $id: 'AdminTopic' },
);
export type AdminTopic = Static<typeof AdminTopic>;

export const MAX_TOPIC_NAME_LENGTH = 100;
export const MAX_TOPIC_ALIASES = 30;
export const MAX_TOPIC_ALIAS_LENGTH = 60;

const topicFields = {
  name: TypedText({
    maxLength: MAX_TOPIC_NAME_LENGTH,
    required: 'Enter the English name.',
    singleLine: true,
    description: 'The English name; unique, whatever the case.',
  }),
  name_sv: TypedText({
    maxLength: MAX_TOPIC_NAME_LENGTH,
    required: 'Enter the Swedish name.',
    singleLine: true,
    description: 'The Swedish name.',
  }),
  aliases: Type.Array(
    Type.String({
      maxLength: MAX_TOPIC_ALIAS_LENGTH,
      // A comma would split the alias in two the next time the list is edited as comma-separated text.
      pattern: '^[^,\\u0000-\\u001F\\u007F-\\u009F]*$',
      errorMessage: {
        type: NOT_A_TEXT_LIST,
        maxLength: `Each alias may have at most ${MAX_TOPIC_ALIAS_LENGTH} characters.`,
        pattern: 'Write each alias on its own, without commas or line breaks.',
      },
    }),
    {
      maxItems: MAX_TOPIC_ALIASES,
      description:
        'Other words for the topic, in either language: a list, or comma-separated text; blank and repeated ones ' +
        'are dropped; replaces them.',
      errorMessage: { type: NOT_A_TEXT_LIST, maxItems: `Enter at most ${MAX_TOPIC_ALIASES} aliases.` },
    },
  ),
};

export const NewTopicBody = Body('NewTopic', {
  name: topicFields.name,
  name_sv: topicFields.name_sv,
  aliases: Type.Optional(topicFields.aliases),
});
export type NewTopicBody = Static<typeof NewTopicBody>;

export const TopicChangesBody = Body(
  'TopicChanges',
  {
    name: Type.Optional(topicFields.name),
    name_sv: Type.Optional(topicFields.name_sv),
    aliases: Type.Optional(topicFields.aliases),
  },
  'Any of the fields; omitted ones stay as they are.',
);
export type TopicChangesBody = Static<typeof TopicChangesBody>;

export const TopicIdParams = Type.Object({ id: Id() });
