import type { TFunction } from 'i18next';
import { localName } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import type { ShowReasons } from '../../api/suggestedShows';

/** Between the reasons on a suggestion's one line. */
export const REASON_SEPARATOR = ' · ';

type Topic = ShowReasons['topics'][number];

/** One formatter per language (building an Intl formatter is not free). */
const languageNames = new Map<string, Intl.DisplayNames>();
const conjunctions = new Map<string, Intl.ListFormat>();

/** Language codes (ISO 639) as words in the reader's language, e.g. "Swedish and English", "svenska och engelska". */
function spokenLanguages(codes: readonly string[], language: string): string {
  let names = languageNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
    languageNames.set(language, names);
  }
  let list = conjunctions.get(language);
  if (!list) {
    list = new Intl.ListFormat([language], { type: 'conjunction' });
    conjunctions.set(language, list);
  }
  const words = codes.map((code) => names.of(code) ?? code);
  return list.format(words);
}

function topicNames(topics: readonly Topic[], language: string): string {
  return topics.map((topic) => localName(topic, language)).join(', ');
}

/**
 * Why a show is suggested, in words on one line: "Looking for guests on Personal Finance, Investing · About
 * Economics · Audience speaks Swedish". A show found only through the expert's own words says so.
 */
export function showReasonsText(reasons: ShowReasons, t: TFunction, language: string): string {
  const parts: string[] = [];
  if (reasons.looking_for.length > 0)
    parts.push(t('suggestedShows.reasons.lookingFor', { topics: topicNames(reasons.looking_for, language) }));
  if (reasons.topics.length > 0)
    parts.push(t('suggestedShows.reasons.about', { topics: topicNames(reasons.topics, language) }));
  if (parts.length === 0) parts.push(t('suggestedShows.reasons.words'));
  if (reasons.languages.length > 0)
    parts.push(t('suggestedShows.reasons.languages', { languages: spokenLanguages(reasons.languages, language) }));
  return parts.join(REASON_SEPARATOR);
}

/**
 * The message "Pitch yourself" starts with, naming the show and the first topic it is looking for guests on (or
 * else the topic it is about); the expert finishes it before sending.
 */
export function pitchDraft(podcast: Pick<Podcast, 'title'>, reasons: ShowReasons, t: TFunction, language: string) {
  const [wanted] = reasons.looking_for;
  if (wanted) return t('suggestedShows.draft.lookingFor', { title: podcast.title, topic: localName(wanted, language) });
  const [about] = reasons.topics;
  if (about) return t('suggestedShows.draft.about', { title: podcast.title, topic: localName(about, language) });
  return t('suggestedShows.draft.show', { title: podcast.title });
}
