import { ITUNES_CATEGORIES } from './parseFeed';

/** An episode of a feed the site writes (the demo's shows, tests); without a guid it gets one made of its date and title. */
export interface FeedEpisode {
  guid?: string;
  title: string;
  date: Date;
  durationSeconds?: number;
  link?: string;
  description?: string;
}

export interface FeedOptions {
  title?: string;
  description?: string;
  language?: string;
  link?: string;
  imageUrl?: string;
  /**
   * iTunes categories in order. One of Apple's subcategories is nested in the category before it when that is its
   * parent (["Science", "Astronomy"] is Science > Astronomy), as Apple asks feeds to write them.
   */
  categories?: string[];
  /** Written as `<podcast:txt purpose="verify">`, the way an owner proves the feed is theirs. */
  verifyCode?: string;
  episodes?: FeedEpisode[];
}

/**
 * A valid RSS 2.0 podcast feed with the iTunes and Podcasting 2.0 namespaces, the way hosting services write them:
 * show notes as HTML in CDATA, RFC 822 dates, durations as hh:mm:ss, an audio enclosure per episode.
 */
export function feedXml(options: FeedOptions = {}): string {
  const title = options.title ?? 'Testpodden';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escape(title)}</title>`,
  ];
  if (options.link !== undefined) lines.push(`    <link>${escape(options.link)}</link>`);
  if (options.language !== undefined) lines.push(`    <language>${escape(options.language)}</language>`);
  lines.push(`    <description>${cdata(options.description ?? `${title}: samtal om allt möjligt.`)}</description>`);
  lines.push(`    <itunes:author>${escape(title)}</itunes:author>`);
  if (options.imageUrl !== undefined) lines.push(`    <itunes:image href="${escape(options.imageUrl)}"/>`);
  lines.push(...categoryLines(options.categories ?? []));
  lines.push('    <itunes:explicit>false</itunes:explicit>');
  if (options.verifyCode !== undefined) lines.push(`    <podcast:txt purpose="verify">${escape(options.verifyCode)}</podcast:txt>`);
  for (const episode of options.episodes ?? []) lines.push(...itemLines(episode));
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

/** `count` episodes, one every `days` days, the newest first and dated `latest`; titled "Avsnitt <n>" (oldest is 1). */
export function episodesEvery(days: number, count: number, latest: Date): { title: string; date: Date }[] {
  return Array.from({ length: count }, (_unused, index) => ({
    title: `Avsnitt ${count - index}`,
    date: new Date(latest.getTime() - index * days * 24 * 3600_000),
  }));
}

function categoryLines(categories: readonly string[]): string[] {
  const groups: { name: string; subcategories: string[] }[] = [];
  for (const category of categories) {
    const last = groups.at(-1);
    if (last && ITUNES_CATEGORIES[last.name]?.includes(category)) last.subcategories.push(category);
    else groups.push({ name: category, subcategories: [] });
  }
  return groups.flatMap(({ name, subcategories }) =>
    subcategories.length === 0
      ? [`    <itunes:category text="${escape(name)}"/>`]
      : [
          `    <itunes:category text="${escape(name)}">`,
          ...subcategories.map((subcategory) => `      <itunes:category text="${escape(subcategory)}"/>`),
          '    </itunes:category>',
        ],
  );
}

function itemLines(episode: FeedEpisode): string[] {
  const guid = episode.guid ?? `${episode.date.toISOString()}-${episode.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const lines = [
    '    <item>',
    `      <title>${escape(episode.title)}</title>`,
    `      <guid isPermaLink="false">${escape(guid)}</guid>`,
    `      <pubDate>${episode.date.toUTCString()}</pubDate>`,
  ];
  if (episode.link !== undefined) lines.push(`      <link>${escape(episode.link)}</link>`);
  lines.push(`      <description>${cdata(episode.description ?? `<p>${episode.title}</p>`)}</description>`);
  if (episode.durationSeconds !== undefined) lines.push(`      <itunes:duration>${hms(episode.durationSeconds)}</itunes:duration>`);
  lines.push(
    `      <enclosure url="https://media.example.com/${escape(encodeURIComponent(guid))}.mp3" type="audio/mpeg" length="1000"/>`,
    '    </item>',
  );
  return lines;
}

function hms(seconds: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text in CDATA, as hosts write show notes; a `]]>` inside is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
