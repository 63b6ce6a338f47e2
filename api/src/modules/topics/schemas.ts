import { Type, type Static } from '@sinclair/typebox';

export const TopicRef = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The English name.' }),
  name_sv: Type.String({ description: 'The Swedish name.' }),
});
export type TopicRef = Static<typeof TopicRef>;

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
