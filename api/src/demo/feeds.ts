import { episodesEvery, feedXml } from '../modules/feeds/feedXml';

/** Where `npm start` serves the demo shows' RSS feeds (loopback; the API is told to read it, FEED_ALLOWED_HOSTS). */
export const DEMO_FEEDS_PORT = 4010;
const DAY_MS = 24 * 3600_000;

interface DemoFeed {
  /** The demo podcast's title (DEMO_PODCASTS), or a show not on the site yet, to import. */
  title: string;
  /** Days between episodes, days since the latest, and how many the feed lists. */
  every: number;
  latestDaysAgo: number;
  count: number;
  /** The owner has put their code in the feed: the show carries "Verified feed". */
  verified: boolean;
  language: string;
  category: string;
  description: string;
  /** The latest episodes' titles, newest first; older ones are numbered. */
  episodes: string[];
}

/**
 * Demo shows that publish through a feed, with the cadences a directory meets: weekly, every two weeks, monthly, and
 * one that stopped (inactive). The last is not on the site: a podcaster imports it from its feed.
 */
export const DEMO_FEEDS: DemoFeed[] = [
  {
    title: 'Psykologi i vardagen',
    every: 7, latestDaysAgo: 2, count: 86, verified: true, language: 'sv-SE', category: 'Psychology',
    description: 'Varför gör vi som vi gör? Psykologer förklarar vardagens beteenden.',
    episodes: ['Varför vi skjuter upp saker', 'Sömn och stress', 'Kognitiv beteendeterapi i praktiken', 'Ensamhet i storstaden', 'Hur minnet fungerar'],
  },
  {
    title: 'AI på svenska',
    every: 14, latestDaysAgo: 5, count: 41, verified: true, language: 'sv-SE', category: 'Technology',
    description: 'Vad kan språkmodeller egentligen? Vi testar, förklarar och pratar med forskare.',
    episodes: ['Språkmodeller på svenska', 'AI i vården', 'Vem äger träningsdatan?', 'Robotar i lagret'],
  },
  {
    title: 'Mind Matters',
    every: 7, latestDaysAgo: 4, count: 120, verified: false, language: 'en', category: 'Mental Health',
    description: 'A psychologist and a journalist talk about the mind, one question at a time.',
    episodes: ['Why we procrastinate', 'Anxiety at work', 'Sleep and mood', 'The science of habits'],
  },
  {
    title: 'Bokcirkeln',
    every: 30, latestDaysAgo: 12, count: 28, verified: true, language: 'sv-SE', category: 'Books',
    description: 'En bok i månaden, läst och diskuterad.',
    episodes: ['Utvandrarna', 'Kallocain', 'Doktor Glas'],
  },
  {
    title: 'Stormaktstiden',
    every: 14, latestDaysAgo: 140, count: 33, verified: false, language: 'sv-SE', category: 'History',
    description: 'Sverige 1611–1721: krig, drottningar och en armé som gick över isen.',
    episodes: ['Freden i Nystad', 'Poltava', 'Tåget över Bält'],
  },
  {
    title: 'Tankar om tankar',
    every: 7, latestDaysAgo: 3, count: 42, verified: false, language: 'sv-SE', category: 'Science',
    description: 'Ett samtal i veckan om hur vi tänker, känner och beter oss, med forskare och psykologer.',
    episodes: ['Sömn och stress med en sömnforskare', 'Varför vi fattar dåliga beslut', 'Motivation på jobbet'],
  },
];

/** A feed's path on the demo feed host: its title in lower case, words joined by hyphens, accents dropped. */
export function demoFeedPath(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/feeds/${slug}.xml`;
}

/** The demo show's feed as the host serves it on `day` (dates count from that day, so the demo stays current). */
export function demoFeedXml(feed: DemoFeed, host: string, day: Date, verificationCode?: string): string {
  const startOfDay = new Date(Math.floor(day.getTime() / DAY_MS) * DAY_MS + 7 * 3600_000);
  const latest = new Date(startOfDay.getTime() - feed.latestDaysAgo * DAY_MS);
  return feedXml({
    title: feed.title,
    description: feed.description,
    language: feed.language,
    link: `https://podcasts.example.se${demoFeedPath(feed.title).replace('.xml', '')}`,
    imageUrl: `http://${host}/artwork${demoFeedPath(feed.title).replace('.xml', '.png').replace('/feeds', '')}`,
    categories: [feed.category],
    verifyCode: verificationCode,
    episodes: episodesEvery(feed.every, feed.count, latest).map((episode, index) => ({
      ...episode,
      guid: `${demoFeedPath(feed.title)}#${feed.count - index}`,
      title: feed.episodes[index] ?? `Avsnitt ${feed.count - index}`,
      durationSeconds: 1800 + ((index * 397) % 1800),
    })),
  });
}
