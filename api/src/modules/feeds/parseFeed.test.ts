import { categoryFor, FeedUnreadable, ITUNES_CATEGORIES, MAX_EPISODES, parseFeed, type ParsedFeed } from './parseFeed';
import { episodesEvery, feedXml } from './feedXml';

const NAMESPACES =
  'xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" ' +
  'xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"';

/** A feed around `channel` (its elements), RSS 2.0 with the usual namespaces. */
const rss = (channel: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ${NAMESPACES}><channel>${channel}</channel></rss>`;
/** A feed with one item (its elements). */
const withItem = (item: string) => rss(`<title>Podden</title><item>${item}</item>`);
const onlyEpisode = (item: string) => parseFeed(withItem(item)).episodes[0]!;

/** The error `parse` throws, failing the test when it throws none or another kind. */
function unreadable(parse: () => unknown): FeedUnreadable {
  try {
    parse();
  } catch (error) {
    if (error instanceof FeedUnreadable) return error;
    throw error;
  }
  throw new Error('expected the feed to be unreadable');
}

/** A Swedish show as a hosting service writes it: iTunes and Podcasting 2.0 tags, show notes in CDATA. */
const SWEDISH_SHOW = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" ${NAMESPACES}>
  <channel>
    <atom:link href="https://feeds.example.se/vetenskapspodden.xml" rel="self" type="application/rss+xml"/>
    <title>Vetenskapspodden</title>
    <link>https://vetenskapspodden.example.se</link>
    <language>sv-SE</language>
    <copyright>© 2026 Vetenskapsradion</copyright>
    <description><![CDATA[<p>Varje vecka möter vi en <strong>forskare</strong> &amp; pratar om hur världen fungerar.</p>
      <p>Produceras av Vetenskapsradion i Göteborg.</p>]]></description>
    <itunes:summary>Varje vecka möter vi en forskare.</itunes:summary>
    <itunes:author>Vetenskapsradion</itunes:author>
    <itunes:owner>
      <itunes:name>Anna Lindqvist</itunes:name>
      <itunes:email>anna@vetenskapsradion.example.se</itunes:email>
    </itunes:owner>
    <itunes:image href="https://cdn.example.se/vetenskapspodden/cover-3000.jpg"/>
    <image>
      <url>https://cdn.example.se/vetenskapspodden/cover-144.jpg</url>
      <title>Vetenskapspodden</title>
      <link>https://vetenskapspodden.example.se</link>
    </image>
    <itunes:category text="Science">
      <itunes:category text="Natural Sciences"/>
    </itunes:category>
    <itunes:category text="Health &amp; Fitness"/>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
    <podcast:locked owner="anna@vetenskapsradion.example.se">no</podcast:locked>
    <podcast:guid>5e5f7a0b-7c1f-5b2a-9a47-bb0f6e2b6f11</podcast:guid>
    <podcast:txt purpose="applepodcastsverify">a1b2c3</podcast:txt>
    <podcast:txt purpose="verify">podbridge-7f3a9c</podcast:txt>
    <item>
      <title>Avsnitt 41: Varför sover vi?</title>
      <link>https://vetenskapspodden.example.se/41</link>
      <guid isPermaLink="false">vp-41</guid>
      <pubDate>Mon, 12 Jan 2026 05:00:00 +0100</pubDate>
      <itunes:duration>00:52:10</itunes:duration>
      <itunes:episode>41</itunes:episode>
      <description><![CDATA[<p>Sömnforskaren <a href="https://example.se">Karin Ek</a> berättar om drömmar &amp; minnen.</p><ul><li>Vad händer i hjärnan?</li><li>Hur mycket sömn behöver vi?</li></ul>]]></description>
      <content:encoded><![CDATA[<p>Längre shownotes.</p>]]></content:encoded>
      <enclosure url="https://media.example.se/vp/41.mp3" length="50123456" type="audio/mpeg"/>
    </item>
    <item>
      <title>Avsnitt 42: Bläckfiskarnas intelligens</title>
      <guid isPermaLink="true">https://vetenskapspodden.example.se/42</guid>
      <pubDate>Mon, 19 Jan 2026 05:00:00 +0100</pubDate>
      <itunes:duration>3125</itunes:duration>
      <description>Marinbiologen Jonas Berg om bläckfiskar&#8230; och varför de är så smarta.</description>
      <enclosure url="https://media.example.se/vp/42.mp3" length="48123456" type="audio/mpeg"/>
    </item>
  </channel>
</rss>`;

describe('parseFeed', () => {
  it("reads a Swedish show's fields, verification texts and episodes", () => {
    const expected: ParsedFeed = {
      title: 'Vetenskapspodden',
      description: 'Varje vecka möter vi en forskare & pratar om hur världen fungerar. Produceras av Vetenskapsradion i Göteborg.',
      language: 'sv',
      website: 'https://vetenskapspodden.example.se',
      artworkUrl: 'https://cdn.example.se/vetenskapspodden/cover-3000.jpg',
      author: 'Vetenskapsradion',
      itunesCategories: ['Science', 'Natural Sciences', 'Health & Fitness'],
      verificationTexts: [
        'podbridge-7f3a9c',
        'Varje vecka möter vi en forskare & pratar om hur världen fungerar. Produceras av Vetenskapsradion i Göteborg.',
      ],
      episodes: [
        {
          guid: 'https://vetenskapspodden.example.se/42',
          title: 'Avsnitt 42: Bläckfiskarnas intelligens',
          publishedAt: new Date('2026-01-19T04:00:00Z'),
          durationSeconds: 3125,
          link: 'https://media.example.se/vp/42.mp3',
          description: 'Marinbiologen Jonas Berg om bläckfiskar… och varför de är så smarta.',
        },
        {
          guid: 'vp-41',
          title: 'Avsnitt 41: Varför sover vi?',
          publishedAt: new Date('2026-01-12T04:00:00Z'),
          durationSeconds: 3130,
          link: 'https://vetenskapspodden.example.se/41',
          description: 'Sömnforskaren Karin Ek berättar om drömmar & minnen. Vad händer i hjärnan? Hur mycket sömn behöver vi?',
        },
      ],
      episodesInFeed: 2,
    };
    expect(parseFeed(SWEDISH_SHOW)).toEqual(expected);
    expect(parseFeed(Buffer.from(SWEDISH_SHOW))).toEqual(expected);
  });

  it('reads what the fixture builder writes', () => {
    const latest = new Date('2026-03-02T07:00:00Z');
    const feed = parseFeed(
      feedXml({
        title: 'Tankar om tankar',
        description: 'Ett samtal i veckan om hur vi tänker.',
        language: 'sv-SE',
        link: 'https://tankar.example.se',
        imageUrl: 'https://cdn.example.se/tankar.png',
        categories: ['Science', 'Social Sciences', 'Health & Fitness', 'Mental Health'],
        verifyCode: 'podbridge-abc123',
        episodes: episodesEvery(7, 3, latest).map((episode) => ({ ...episode, durationSeconds: 1830, link: 'https://tankar.example.se/avsnitt' })),
      }),
    );
    expect(feed).toMatchObject({
      title: 'Tankar om tankar',
      description: 'Ett samtal i veckan om hur vi tänker.',
      language: 'sv',
      website: 'https://tankar.example.se',
      artworkUrl: 'https://cdn.example.se/tankar.png',
      itunesCategories: ['Science', 'Social Sciences', 'Health & Fitness', 'Mental Health'],
      verificationTexts: ['podbridge-abc123', 'Ett samtal i veckan om hur vi tänker.'],
      episodesInFeed: 3,
    });
    expect(feed.episodes.map(({ title, publishedAt, durationSeconds }) => ({ title, publishedAt, durationSeconds }))).toEqual([
      { title: 'Avsnitt 3', publishedAt: latest, durationSeconds: 1830 },
      { title: 'Avsnitt 2', publishedAt: new Date('2026-02-23T07:00:00Z'), durationSeconds: 1830 },
      { title: 'Avsnitt 1', publishedAt: new Date('2026-02-16T07:00:00Z'), durationSeconds: 1830 },
    ]);
  });

  it('reads CDATA, titles with attributes and character references', () => {
    const feed = parseFeed(
      rss(`<title type="text"><![CDATA[Fika & filosofi]]></title>
        <description type="html"><![CDATA[<p>Om livet &ndash; och <em>kaffe</em>.</p>]]></description>
        <item><title><![CDATA[Avsnitt 1: Vad är tid?]]></title><guid><![CDATA[ff-1]]></guid></item>
        <item><title>Ett &#229;r med &#x201C;Sokrates&#x201D; &amp; Platon</title><guid>ff-2</guid></item>`),
    );
    expect(feed.title).toBe('Fika & filosofi');
    expect(feed.description).toBe('Om livet – och kaffe.');
    expect(feed.episodes.map((episode) => [episode.guid, episode.title])).toEqual([
      ['ff-1', 'Avsnitt 1: Vad är tid?'],
      ['ff-2', 'Ett år med “Sokrates” & Platon'],
    ]);
  });

  it('makes plain text of HTML show notes: tags, scripts and comments gone, entities decoded, space collapsed', () => {
    const episode = onlyEpisode(`<title>a</title><description>&lt;p&gt;R&amp;auml;ksmörgås&amp;nbsp;och&lt;br/&gt;kaffe&lt;/p&gt;
      &lt;script&gt;alert("x")&lt;/script&gt;&lt;!-- reklam --&gt;&lt;style&gt;p { color: red }&lt;/style&gt;
      &lt;p&gt;5 &amp;lt; 6 &amp;amp; &amp;#8217;citat&amp;#146;&lt;/p&gt;</description>`);
    expect(episode.description).toBe('Räksmörgås och kaffe 5 < 6 & ’citat’');
    const bare = onlyEpisode('<title>a</title><description><p>Bare <b>HTML</b> in the feed</p></description>');
    expect(bare.description).toBe('Bare HTML in the feed');
  });

  it('falls back to itunes:summary and content:encoded for descriptions', () => {
    expect(parseFeed(rss('<title>a</title><itunes:summary>Sammanfattning</itunes:summary>')).description).toBe('Sammanfattning');
    expect(parseFeed(rss('<title>a</title><description> </description><content:encoded><![CDATA[<p>Innehåll</p>]]></content:encoded>')).description).toBe('Innehåll');
    expect(onlyEpisode('<title>a</title><itunes:summary>Kort</itunes:summary>').description).toBe('Kort');
    expect(onlyEpisode('<title>a</title><content:encoded><![CDATA[<p>Lång</p>]]></content:encoded>').description).toBe('Lång');
    expect(onlyEpisode('<title>a</title>').description).toBe('');
  });

  it('caps the title at 200, the description at 5,000 and an episode description at 1,000 characters', () => {
    const words = (count: number) => Array.from({ length: count }, (_unused, index) => `ord${index}`).join(' ');
    const feed = parseFeed(rss(`<title>${words(100)}</title><description>${words(2000)}</description><item><title>a</title><description>${words(500)}</description></item>`));
    expect(feed.title.length).toBeLessThanOrEqual(200);
    expect(feed.title).toMatch(/^ord0 ord1 .* ord\d+…$/);
    expect(feed.description.length).toBeLessThanOrEqual(5000);
    expect(feed.description.endsWith('…')).toBe(true);
    expect(feed.episodes[0]!.description.length).toBeLessThanOrEqual(1000);
    // The verification texts keep the whole description: a code at its end still counts.
    expect(feed.verificationTexts).toEqual([words(2000)]);
  });

  it('reads a feed with one item and one with none', () => {
    const one = parseFeed(withItem('<title>Det enda avsnittet</title><guid>only</guid>'));
    expect(one.episodes).toHaveLength(1);
    expect(one.episodesInFeed).toBe(1);
    const none = parseFeed(rss('<title>Snart kommer det</title><description>Första avsnittet kommer i maj.</description>'));
    expect(none).toMatchObject({ title: 'Snart kommer det', episodes: [], episodesInFeed: 0 });
  });

  it('copes with missing fields', () => {
    expect(parseFeed(rss('<title>Minimal</title>'))).toEqual({
      title: 'Minimal',
      description: '',
      language: null,
      website: null,
      artworkUrl: null,
      author: null,
      itunesCategories: [],
      verificationTexts: [],
      episodes: [],
      episodesInFeed: 0,
    });
    expect(onlyEpisode('<guid>x</guid>')).toEqual({
      guid: 'x',
      title: 'Untitled episode',
      publishedAt: null,
      durationSeconds: null,
      link: null,
      description: '',
    });
  });

  it('reads the language as its primary subtag', () => {
    const language = (code: string) => parseFeed(rss(`<title>a</title><language>${code}</language>`)).language;
    expect(language('sv-SE')).toBe('sv');
    expect(language('en-us')).toBe('en');
    expect(language('SV')).toBe('sv');
    expect(language('nb_NO')).toBe('nb');
    expect(language(' fi ')).toBe('fi');
    expect(language('svenska')).toBeNull();
    expect(language('')).toBeNull();
  });

  it('keeps only http(s) addresses', () => {
    const feed = parseFeed(
      rss(`<title>a</title><link>javascript:alert(1)</link><link>https://podden.example.se/</link>
        <itunes:image href="ftp://cdn.example.se/cover.jpg"/><image><url>https://cdn.example.se/small.jpg</url></image>
        <item><title>b</title><link>/relative/page</link><enclosure url="https://media.example.se/b.mp3" type="audio/mpeg"/></item>
        <item><title>c</title><link>data:text/html,hej</link></item>`),
    );
    expect(feed.website).toBe('https://podden.example.se/');
    expect(feed.artworkUrl).toBe('https://cdn.example.se/small.jpg');
    expect(feed.episodes.map((episode) => episode.link)).toEqual(['https://media.example.se/b.mp3', null]);
  });

  it('takes the author from itunes:owner when there is no itunes:author', () => {
    const feed = parseFeed(rss('<title>a</title><itunes:owner><itunes:name>Erik Svensson</itunes:name><itunes:email>e@example.se</itunes:email></itunes:owner>'));
    expect(feed.author).toBe('Erik Svensson');
  });

  it('reads the iTunes tags under whatever prefix the feed binds to their namespace', () => {
    const feed = parseFeed(`<rss version="2.0" xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:p20="https://podcastindex.org/namespace/1.0">
      <channel><title>a</title><it:author>Lisa</it:author><it:image href="https://cdn.example.se/c.jpg"/>
      <it:category text="Comedy"/><p20:txt purpose="verify">kod-1</p20:txt>
      <item><title>b</title><it:duration>10:00</it:duration></item></channel></rss>`);
    expect(feed).toMatchObject({ author: 'Lisa', artworkUrl: 'https://cdn.example.se/c.jpg', itunesCategories: ['Comedy'], verificationTexts: ['kod-1'] });
    expect(feed.episodes[0]!.durationSeconds).toBe(600);
  });

  it('reads every category, nested ones after their parent, each once', () => {
    const feed = parseFeed(
      rss(`<title>a</title>
        <itunes:category text="Science"><itunes:category text="Astronomy"/><itunes:category text="Physics"/></itunes:category>
        <itunes:category text="Society &amp; Culture"><itunes:category text="Philosophy"/></itunes:category>
        <itunes:category text="Science"/>`),
    );
    expect(feed.itunesCategories).toEqual(['Science', 'Astronomy', 'Physics', 'Society & Culture', 'Philosophy']);
  });

  it('collects every podcast:txt whose purpose is verify, and the channel description', () => {
    const feed = parseFeed(
      rss(`<title>a</title><description>Verifiering: pb-desc-1</description>
        <podcast:txt>no purpose</podcast:txt><podcast:txt purpose="verify">pb-1</podcast:txt>
        <podcast:txt purpose="VERIFY"> pb-2 </podcast:txt><podcast:txt purpose="applepodcastsverify">apple</podcast:txt>`),
    );
    expect(feed.verificationTexts).toEqual(['pb-1', 'pb-2', 'Verifiering: pb-desc-1']);
  });

  it('reads a feed from bytes in the encoding it declares, or in UTF-8 when that is what it is', () => {
    const latin1 = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Åsa och Örjan</title></channel></rss>', 'latin1');
    expect(parseFeed(latin1).title).toBe('Åsa och Örjan');
    const misdeclared = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Åsa och Örjan</title></channel></rss>', 'utf8');
    expect(parseFeed(misdeclared).title).toBe('Åsa och Örjan');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(rss('<title>Med BOM</title>'))]);
    expect(parseFeed(withBom).title).toBe('Med BOM');
  });
});

describe('parseFeed: episodes', () => {
  it('orders episodes newest first, undated last in feed order', () => {
    const feed = parseFeed(
      rss(`<title>a</title>
        <item><title>Odaterat A</title><guid>ua</guid></item>
        <item><title>Äldst</title><guid>1</guid><pubDate>Mon, 05 Jan 2026 06:00:00 GMT</pubDate></item>
        <item><title>Odaterat B</title><guid>ub</guid><pubDate>någon gång</pubDate></item>
        <item><title>Nyast</title><guid>3</guid><pubDate>Mon, 19 Jan 2026 06:00:00 GMT</pubDate></item>
        <item><title>Mitten</title><guid>2</guid><pubDate>Mon, 12 Jan 2026 06:00:00 GMT</pubDate></item>`),
    );
    expect(feed.episodes.map((episode) => episode.title)).toEqual(['Nyast', 'Mitten', 'Äldst', 'Odaterat A', 'Odaterat B']);
  });

  it(`keeps the latest ${MAX_EPISODES} episodes and counts every item`, () => {
    const latest = new Date('2026-06-01T06:00:00Z');
    // Oldest first in the feed, as some hosts write them.
    const episodes = episodesEvery(1, 250, latest).reverse();
    const feed = parseFeed(feedXml({ episodes }));
    expect(feed.episodesInFeed).toBe(250);
    expect(feed.episodes).toHaveLength(MAX_EPISODES);
    expect(feed.episodes[0]).toMatchObject({ title: 'Avsnitt 250', publishedAt: latest });
    expect(feed.episodes[MAX_EPISODES - 1]!.title).toBe('Avsnitt 51');
  });

  it('identifies an episode by its guid, else its enclosure, link, or title and date', () => {
    const feed = parseFeed(
      rss(`<title>a</title>
        <item><title>Med guid</title><guid isPermaLink="false"> abc-123 </guid><enclosure url="https://media.example.se/1.mp3"/></item>
        <item><title>Med enclosure</title><enclosure url="https://media.example.se/2.mp3"/><link>https://podden.example.se/2</link></item>
        <item><title>Med länk</title><link>https://podden.example.se/3</link></item>
        <item><title>Bara titel</title><pubDate>Mon, 05 Jan 2026 06:00:00 GMT</pubDate></item>
        <item><title>Bara titel</title></item>`),
    );
    expect(feed.episodes.map((episode) => episode.guid)).toEqual([
      'Bara titel 2026-01-05T06:00:00.000Z',
      'abc-123',
      'https://media.example.se/2.mp3',
      'https://podden.example.se/3',
      'Bara titel',
    ]);
  });

  it('keeps one episode per guid (the newest)', () => {
    const feed = parseFeed(
      rss(`<title>a</title>
        <item><title>Gammal</title><guid>same</guid><pubDate>Mon, 05 Jan 2026 06:00:00 GMT</pubDate></item>
        <item><title>Ny</title><guid>same</guid><pubDate>Mon, 12 Jan 2026 06:00:00 GMT</pubDate></item>`),
    );
    expect(feed.episodes.map((episode) => episode.title)).toEqual(['Ny']);
    expect(feed.episodesInFeed).toBe(2);
  });

  it.each([
    ['3600', 3600],
    ['3600.6', 3601],
    ['45', 45],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['00:45:30', 2730],
    ['62:03', 3723],
    ['5:07', 307],
    ['1:02:03.500', 3723],
    [' 12:00 ', 720],
    ['0', null],
    ['00:00:00', null],
    ['1:75', null],
    ['1:60:00', null],
    ['ett tag', null],
    ['-30', null],
    ['', null],
    ['99999999999', null],
  ])('reads the duration %p as %p seconds', (duration, seconds) => {
    expect(onlyEpisode(`<title>a</title><itunes:duration>${duration}</itunes:duration>`).durationSeconds).toBe(seconds);
  });

  it.each([
    ['Mon, 02 Jan 2023 10:00:00 +0000', '2023-01-02T10:00:00.000Z'],
    ['Mon, 02 Jan 2023 10:00:00 GMT', '2023-01-02T10:00:00.000Z'],
    ['02 Jan 2023 10:00:00 GMT', '2023-01-02T10:00:00.000Z'],
    ['Tue, 10 Jun 2003 04:00:00 EST', '2003-06-10T09:00:00.000Z'],
    ['Tue, 10 Jun 2003 04:00:00 EDT', '2003-06-10T08:00:00.000Z'],
    ['Wed, 4 Jan 2023 10:00 PST', '2023-01-04T18:00:00.000Z'],
    ['Wed, 04 Jan 2023 10:00:00 +0100', '2023-01-04T09:00:00.000Z'],
    ['Wed, 04 Jan 2023 10:00:00 -05:30', '2023-01-04T15:30:00.000Z'],
    ['Wed, 04 Jan 2023 10:00:00', '2023-01-04T10:00:00.000Z'],
    ['Wed, 04 Jan 23 10:00:00 GMT', '2023-01-04T10:00:00.000Z'],
    ['Wednesday, 04 January 2023 10:00:00 GMT', '2023-01-04T10:00:00.000Z'],
    ['mån, 06 maj 2024 08:00:00 +0200', '2024-05-06T06:00:00.000Z'],
    ['2023-01-05T10:00:00Z', '2023-01-05T10:00:00.000Z'],
    ['2023-01-05T12:00:00+02:00', '2023-01-05T10:00:00.000Z'],
    ['2023-01-05T10:00:00.123Z', '2023-01-05T10:00:00.000Z'],
    ['2023-01-05T10:00:00', '2023-01-05T10:00:00.000Z'],
    ['2023-01-05', '2023-01-05T00:00:00.000Z'],
  ])('reads the date %p', (pubDate, iso) => {
    expect(onlyEpisode(`<title>a</title><pubDate>${pubDate}</pubDate>`).publishedAt?.toISOString()).toBe(iso);
  });

  it.each(['Fri, 31 Feb 2023 10:00:00 GMT', 'Mon, 02 Foo 2023 10:00:00 GMT', 'Mon, 02 Jan 2023 25:00:00 GMT', '2023-13-01', 'not a date', 'Avsnitt 12', '12', ''])(
    'reads the date %p as none',
    (pubDate) => {
      expect(onlyEpisode(`<title>a</title><pubDate>${pubDate}</pubDate>`).publishedAt).toBeNull();
    },
  );
});

describe('parseFeed: what it refuses', () => {
  it('refuses a document without rss > channel', () => {
    const documents = [
      '<!DOCTYPE html><html lang="sv"><head><title>Podden</title></head><body><h1>Podden</h1><p>Lyssna här!<br>Nu.</p></body></html>',
      '<html><head><title>Podden</title></head><body></body></html>',
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title><entry><title>x</title></entry></feed>',
      '<?xml version="1.0"?><rss version="2.0"><title>No channel</title></rss>',
      '{"title": "JSON"}',
      '',
    ];
    for (const document of documents) {
      expect(unreadable(() => parseFeed(document)).message).toBe('This address does not serve a podcast RSS feed.');
    }
  });

  it('refuses a channel without a title', () => {
    expect(unreadable(() => parseFeed(rss('<description>Utan titel</description><item><title>a</title></item>'))).message).toBe('The feed has no title.');
    expect(unreadable(() => parseFeed(rss('<title>   </title>'))).message).toBe('The feed has no title.');
    expect(unreadable(() => parseFeed(rss(''))).message).toBe('The feed has no title.');
  });

  it('refuses a document that is not XML', () => {
    expect(unreadable(() => parseFeed('<<<< not xml')).message).toBe('This feed is not valid XML, so PodBridge cannot read it.');
  });

  it('refuses a DOCTYPE with an external entity, without reading the file it names', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&xxe;</title></channel></rss>`;
    expect(unreadable(() => parseFeed(xxe)).message).toBe('This feed declares XML entities, which PodBridge does not read.');
  });

  it('refuses an entity expansion bomb (billion laughs)', () => {
    const lols = Array.from({ length: 9 }, (_unused, index) => `<!ENTITY lol${index + 1} "${`&lol${index};`.repeat(10)}">`).join('\n');
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol0 "lol">
  ${lols}
]>
<rss version="2.0"><channel><title>&lol9;</title></channel></rss>`;
    expect(unreadable(() => parseFeed(bomb)).message).toBe('This feed declares XML entities, which PodBridge does not read.');
  });

  it('refuses a DOCTYPE naming an external DTD, in any case, even after comments', () => {
    const publicDtd = `<?xml version="1.0"?>
<!-- generated -->
<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd">
<rss version="0.91"><channel><title>a</title></channel></rss>`;
    expect(unreadable(() => parseFeed(publicDtd)).message).toBe('This feed declares XML entities, which PodBridge does not read.');
    expect(unreadable(() => parseFeed(rss('<title>a</title>').replace('<rss', '<!doctype rss system "http://example.com/x.dtd"><rss'))).message).toBe(
      'This feed declares XML entities, which PodBridge does not read.',
    );
  });

  it('reads a DOCTYPE that declares nothing, and one quoted in show notes', () => {
    expect(parseFeed(rss('<title>a</title>').replace('<rss', '<!DOCTYPE rss><rss')).title).toBe('a');
    const pasted = onlyEpisode(
      '<title>a</title><description><![CDATA[<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><p>Inklistrat från Word</p>]]></description>',
    );
    expect(pasted.description).toBe('Inklistrat från Word');
    const quoted = onlyEpisode('<title>a</title><description>Skriv aldrig &lt;!DOCTYPE x SYSTEM "y"&gt; i ett flöde.</description>');
    expect(quoted.description).toBe('Skriv aldrig i ett flöde.');
  });

  it('leaves undeclared entities as written', () => {
    expect(parseFeed(rss('<title>Fish &chips; &amp; more</title>')).title).toBe('Fish &chips; & more');
  });
});

/** Our categories, as seeded. */
const OURS = [
  'Architecture', 'Artificial Intelligence', 'Arts', 'Astronomy', 'Books', 'Business', 'Careers', 'Climate & Environment',
  'Comedy', 'Cybersecurity', 'Design', 'Education', 'Entrepreneurship', 'Fashion & Beauty', 'Fiction', 'Film History',
  'Food', 'Gaming', 'Government', 'Health & Fitness', 'History', 'Investing', 'Kids & Family', 'Language Learning',
  'Leadership', 'Leisure', 'Local News (Sweden)', 'Marketing', 'Mathematics', 'Medicine', 'Mental Health', 'Music',
  'Nature', 'News', 'Nordic Culture', 'Nutrition', 'Parenting', 'Personal Finance', 'Philosophy', 'Politics',
  'Productivity', 'Psychology', 'Relationships', 'Religion & Spirituality', 'Science', 'Self-Improvement',
  'Society & Culture', 'Software Development', 'Sports', 'Startups', 'Sustainability', 'TV & Film', 'Technology', 'Travel',
  'True Crime',
].map((name, index) => ({ id: index + 1, name }));
const nameOf = (id: number | null) => OURS.find((category) => category.id === id)?.name ?? null;

describe('categoryFor', () => {
  it.each([
    [['Science', 'Astronomy'], 'Astronomy'],
    [['Health & Fitness', 'Mental Health'], 'Mental Health'],
    [['Business', 'Investing'], 'Investing'],
    [['Technology'], 'Technology'],
    [['Religion & Spirituality', 'Christianity'], 'Religion & Spirituality'],
    [['Society & Culture', 'Philosophy'], 'Philosophy'],
    [['Education', 'Language Learning'], 'Language Learning'],
    [['Kids & Family', 'Parenting'], 'Parenting'],
    [['Leisure', 'Video Games'], 'Gaming'],
    [['Business', 'Entrepreneurship'], 'Entrepreneurship'],
    [['Arts', 'Food'], 'Food'],
    [['Arts', 'Books'], 'Books'],
    [['Science', 'Social Sciences', 'Health & Fitness', 'Mental Health'], 'Mental Health'],
    [['Science', 'Natural Sciences'], 'Science'],
    [['Society & Culture', 'Places & Travel'], 'Travel'],
    [['TV & Film', 'Film History'], 'Film History'],
    [['News', 'Tech News'], 'Technology'],
    [['Comedy', 'Technology'], 'Comedy'],
    [['technology'], 'Technology'],
    [['Society and Culture'], 'Society & Culture'],
    [['Games & Hobbies', 'Video Games'], 'Gaming'],
  ])('maps %j to %s', (itunes, ours) => {
    expect(nameOf(categoryFor(itunes, OURS))).toBe(ours);
  });

  it('maps nothing to null', () => {
    expect(categoryFor(['Podcasts', 'Other'], OURS)).toBeNull();
    expect(categoryFor([], OURS)).toBeNull();
    expect(categoryFor(['Astronomy'], OURS.filter((category) => category.name !== 'Astronomy'))).toBeNull();
  });

  it("maps every one of Apple's categories except the few that say too little", () => {
    const unmapped = Object.entries(ITUNES_CATEGORIES)
      .flatMap(([parent, subcategories]) => [parent, ...subcategories])
      .filter((name) => categoryFor([name], OURS) === null);
    expect(unmapped).toEqual(['Pets & Animals', 'Natural Sciences', 'Social Sciences']);
  });

  it('reads the categories of a parsed feed', () => {
    const feed = parseFeed(feedXml({ categories: ['Leisure', 'Video Games'] }));
    expect(feed.itunesCategories).toEqual(['Leisure', 'Video Games']);
    expect(nameOf(categoryFor(feed.itunesCategories, OURS))).toBe('Gaming');
  });
});
