import http from 'node:http';
import { E2E } from './env';
import { pngImage } from './images';

export interface FeedEpisode {
  title: string;
  date: Date;
  minutes: number;
}

/** Episodes `days` apart, the latest `latestDaysAgo` days ago, newest first. */
export function episodesEvery(days: number, count: number, latestDaysAgo: number, titles: readonly string[]): FeedEpisode[] {
  const latest = Date.now() - latestDaysAgo * 24 * 3600_000;
  return Array.from({ length: count }, (_, index) => ({
    title: titles[index] ?? `Episode ${count - index}`,
    date: new Date(latest - index * days * 24 * 3600_000),
    minutes: 35 + index,
  }));
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ShowFeed {
  title: string;
  description: string;
  language: string;
  category: string;
  episodes: FeedEpisode[];
  /** The owner's verification code, once they put it into the feed. */
  verifyCode?: string;
}

/** A podcast's RSS feed as hosts publish them: RSS 2.0 with the iTunes and Podcasting 2.0 namespaces. */
export function rss(show: ShowFeed, artworkUrl: string): string {
  const items = show.episodes
    .map(
      (episode, index) => `
    <item>
      <title>${escape(episode.title)}</title>
      <guid isPermaLink="false">episode-${show.episodes.length - index}</guid>
      <pubDate>${episode.date.toUTCString()}</pubDate>
      <itunes:duration>${episode.minutes * 60}</itunes:duration>
      <link>https://shows.example.se/episodes/${show.episodes.length - index}</link>
      <enclosure url="https://shows.example.se/audio/${show.episodes.length - index}.mp3" type="audio/mpeg" length="1000"/>
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>${escape(show.title)}</title>
    <description>${escape(show.description)}</description>
    <language>${show.language}</language>
    <link>https://shows.example.se</link>
    <itunes:image href="${artworkUrl}"/>
    <itunes:category text="${escape(show.category)}"/>
    ${show.verifyCode ? `<podcast:txt purpose="verify">${show.verifyCode}</podcast:txt>` : ''}${items}
  </channel>
</rss>`;
}

/** Shows' feeds served on loopback at E2E.feedPort; a journey changes a feed between reads. */
export class FeedHost {
  private readonly feeds = new Map<string, ShowFeed>();
  private readonly server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/artwork.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(pngImage(600, 600, [45, 106, 79]));
      return;
    }
    const show = this.feeds.get(path);
    if (!show) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(rss(show, this.url('/artwork.png')));
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(E2E.feedPort, '127.0.0.1', resolve));
    return this;
  }

  /** Serves the show's feed at `path`; returns its address. */
  serve(path: string, show: ShowFeed): string {
    this.feeds.set(path, show);
    return this.url(path);
  }

  url(path: string): string {
    return `http://127.0.0.1:${E2E.feedPort}${path}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
