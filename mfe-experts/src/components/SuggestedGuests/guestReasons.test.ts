import { i18n } from '@podbridge/shared/i18n';
import { makeReasons } from '../../testing/suggestionFixtures';
import { guestReasonLine } from './guestReasons';

const pension = { id: 4, name: 'Pension savings', name_sv: 'Pensionssparande' };

function inEnglish(reasons: Parameters<typeof guestReasonLine>[0]) {
  return guestReasonLine(reasons, i18n.getFixedT('en', 'experts'), 'en');
}

function inSwedish(reasons: Parameters<typeof guestReasonLine>[0]) {
  return guestReasonLine(reasons, i18n.getFixedT('sv', 'experts'), 'sv');
}

const everyReason = makeReasons({
  topics: [pension],
  languages: ['sv'],
  recorded: 3,
  rating_average: 4.6,
  answers_within: 'day',
});

describe('guestReasonLine', () => {
  it('says every reason in words on one line, joined with " · "', () => {
    expect(inEnglish(everyReason)).toBe(
      'Talks about Pension savings · Speaks Swedish · 3 recorded appearances · Rated 4.6 · Usually answers within a day',
    );
  });

  it('says them in Swedish, with the topic’s Swedish name, the language in lower case and a decimal comma', () => {
    expect(inSwedish(everyReason)).toBe(
      'Pratar om Pensionssparande · Talar svenska · 3 inspelade avsnitt · Betyg 4,6 · Svarar oftast inom en dag',
    );
  });

  it('talks about the expert’s own talking point before the shared topic', () => {
    expect(inEnglish(makeReasons({ topics: [pension], talking_points: ['Saving for retirement in your 20s'] }))).toBe(
      'Talks about Saving for retirement in your 20s',
    );
  });

  it('names several shared languages as a list', () => {
    expect(inEnglish(makeReasons({ languages: ['sv', 'en'] }))).toBe('Speaks Swedish and English');
    expect(inSwedish(makeReasons({ languages: ['sv', 'en', 'fi'] }))).toBe('Talar svenska, engelska och finska');
  });

  it('counts one recorded appearance in the singular', () => {
    expect(inEnglish(makeReasons({ recorded: 1 }))).toBe('1 recorded appearance');
    expect(inSwedish(makeReasons({ recorded: 1 }))).toBe('1 inspelat avsnitt');
  });

  it('gives a rating one decimal', () => {
    expect(inEnglish(makeReasons({ rating_average: 5 }))).toBe('Rated 5.0');
    expect(inEnglish(makeReasons({ rating_average: 4.25 }))).toBe('Rated 4.3');
  });

  it.each([
    ['hour', 'Usually answers within an hour', 'Svarar oftast inom en timme'],
    ['day', 'Usually answers within a day', 'Svarar oftast inom en dag'],
    ['week', 'Usually answers within a week', 'Svarar oftast inom en vecka'],
  ] as const)('says how fast they usually answer (%s)', (answers_within, english, swedish) => {
    expect(inEnglish(makeReasons({ answers_within }))).toBe(english);
    expect(inSwedish(makeReasons({ answers_within }))).toBe(swedish);
  });

  it('leaves out what the data does not give: no topic, no shared language, no recordings, no rating', () => {
    expect(inEnglish(makeReasons({ answers_within: 'week' }))).toBe('Usually answers within a week');
    expect(inEnglish(makeReasons())).toBe('');
  });
});
