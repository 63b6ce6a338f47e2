import { i18n } from '@podbridge/shared/i18n';
import type { ShowReasons } from '../../api/suggestedShows';
import { PODCASTS_NAMESPACE } from '../../texts';
import { pitchDraft, showReasonsText } from './showReasons';

const personalFinance = { id: 1, name: 'Personal Finance', name_sv: 'Privatekonomi' };
const investing = { id: 2, name: 'Investing', name_sv: 'Investeringar' };
const economics = { id: 3, name: 'Economics', name_sv: 'Ekonomi' };
const show = { title: 'Pensionspodden' };

function reasons(overrides: Partial<ShowReasons> = {}): ShowReasons {
  return { looking_for: [], topics: [], languages: [], ...overrides };
}

const english = () => i18n.getFixedT('en', PODCASTS_NAMESPACE);
const swedish = () => i18n.getFixedT('sv', PODCASTS_NAMESPACE);

describe('showReasonsText', () => {
  it('says what the show is looking for guests on, what it is about and what its audience speaks', () => {
    const all = reasons({ looking_for: [personalFinance, investing], topics: [economics], languages: ['sv'] });
    expect(showReasonsText(all, english(), 'en')).toBe(
      'Looking for guests on Personal Finance, Investing · About Economics · Audience speaks Swedish',
    );
  });

  it('says it in Swedish with the Swedish topic and language names', () => {
    const all = reasons({ looking_for: [personalFinance, investing], topics: [economics], languages: ['sv'] });
    expect(showReasonsText(all, swedish(), 'sv')).toBe(
      'Söker gäster inom Privatekonomi, Investeringar · Handlar om Ekonomi · Publiken talar svenska',
    );
  });

  it('leaves out the reasons that are empty', () => {
    expect(showReasonsText(reasons({ topics: [economics] }), english(), 'en')).toBe('About Economics');
    expect(showReasonsText(reasons({ looking_for: [investing] }), english(), 'en')).toBe(
      'Looking for guests on Investing',
    );
  });

  it('names several audience languages as a list in the reader’s language', () => {
    const bilingual = reasons({ topics: [economics], languages: ['sv', 'en'] });
    expect(showReasonsText(bilingual, english(), 'en')).toBe('About Economics · Audience speaks Swedish and English');
    expect(showReasonsText(bilingual, swedish(), 'sv')).toBe(
      'Handlar om Ekonomi · Publiken talar svenska och engelska',
    );
  });

  it('says the show matched the profile’s words when no topic of it did', () => {
    expect(showReasonsText(reasons(), english(), 'en')).toBe('Matches words in your profile');
    expect(showReasonsText(reasons({ languages: ['sv'] }), swedish(), 'sv')).toBe(
      'Matchar ord i din profil · Publiken talar svenska',
    );
  });
});

describe('pitchDraft', () => {
  it('names the show and the first topic it is looking for guests on', () => {
    const wanted = reasons({ looking_for: [personalFinance, investing], topics: [economics] });
    expect(pitchDraft(show, wanted, english(), 'en')).toBe(
      "Hi! I saw that Pensionspodden is looking for guests on Personal Finance. I'd love to talk about …",
    );
    expect(pitchDraft(show, wanted, swedish(), 'sv')).toBe(
      'Hej! Jag såg att Pensionspodden söker gäster inom Privatekonomi. Jag pratar gärna om …',
    );
  });

  it('names the topic the show is about when it is not looking for guests on one', () => {
    expect(pitchDraft(show, reasons({ topics: [economics] }), english(), 'en')).toBe(
      "Hi! I saw that Pensionspodden is about Economics. I'd love to talk about …",
    );
    expect(pitchDraft(show, reasons({ topics: [economics] }), swedish(), 'sv')).toBe(
      'Hej! Jag såg att Pensionspodden handlar om Ekonomi. Jag pratar gärna om …',
    );
  });

  it('names only the show when no topic is known', () => {
    expect(pitchDraft(show, reasons({ languages: ['sv'] }), english(), 'en')).toBe(
      "Hi! I came across Pensionspodden and would like to be a guest. I'd love to talk about …",
    );
  });
});
