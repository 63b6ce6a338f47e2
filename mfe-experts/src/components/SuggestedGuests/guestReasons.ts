import type { TFunction } from 'i18next';
import { localName } from '@podbridge/shared/format';
import type { GuestReasons } from '../../api/suggestedGuests';

/** Between the reasons on a suggestion's one line. */
const REASON_SEPARATOR = ' · ';

/**
 * Language codes (ISO 639) as words inside a sentence in the reader's language: "Swedish and English", "svenska och
 * engelska". Not `spokenLanguageName`, which capitalises names for labels ("Svenska"): mid-sentence each language
 * keeps its own case.
 */
function languagesInWords(codes: readonly string[], language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  const list = new Intl.ListFormat([language], { type: 'conjunction' });
  return list.format(codes.map((code) => names.of(code) ?? code));
}

/** An average rating with one decimal in the reader's language: "4.6", "4,6". */
function ratingInWords(rating: number, language: string): string {
  return new Intl.NumberFormat([language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/**
 * Why an expert is suggested for a show, in words on one line in the reader's language: "Talks about Pension savings
 * · Speaks Swedish · 3 recorded appearances · Rated 4.6 · Usually answers within a day". What they talk about is their
 * own talking point, else the shared topic; reasons the data does not give are left out.
 */
export function guestReasonLine(reasons: GuestReasons, t: TFunction<'experts'>, language: string): string {
  const words: string[] = [];
  const [topic] = reasons.topics;
  const subject = reasons.talking_points[0] ?? (topic && localName(topic, language));
  if (subject) words.push(t('suggestedGuests.reasons.talksAbout', { subject }));
  if (reasons.languages.length > 0)
    words.push(t('suggestedGuests.reasons.speaks', { languages: languagesInWords(reasons.languages, language) }));
  if (reasons.recorded > 0) words.push(t('suggestedGuests.reasons.recorded', { count: reasons.recorded }));
  if (reasons.rating_average !== null)
    words.push(t('suggestedGuests.reasons.rated', { rating: ratingInWords(reasons.rating_average, language) }));
  if (reasons.answers_within) words.push(t(`suggestedGuests.reasons.answersWithin.${reasons.answers_within}`));
  return words.join(REASON_SEPARATOR);
}
