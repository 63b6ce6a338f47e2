import { XMLParser } from 'fast-xml-parser';

/**
 * Reading a show's RSS feed into what PodBridge keeps of it: the show's fields (to fill in the create form), the
 * texts its owner may prove ownership with, and its latest episodes. Feeds in the wild are written by hundreds of
 * hosting tools, so every field is optional until proven otherwise, and nothing in a feed is trusted: no entity is
 * expanded but the predefined ones, addresses are http(s) only, and all text is plain and bounded.
 */

/** The latest episodes kept of a feed (some feeds list a thousand). */
export const MAX_EPISODES = 200;
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;
const MAX_EPISODE_DESCRIPTION = 1000;
const MAX_AUTHOR = 200;
const MAX_URL = 2048;
/** A longer itunes:duration is taken for a typo (and would not fit the column either). */
const MAX_DURATION_SECONDS = 7 * 24 * 3600;

export interface ParsedEpisode {
  /** The item's guid; else its enclosure URL, link, or title and date: what tells the item apart across reads. */
  guid: string;
  title: string;
  publishedAt: Date | null;
  /** itunes:duration in seconds (given as seconds, "hh:mm:ss" or "mm:ss"); null when absent, zero or unreadable. */
  durationSeconds: number | null;
  /** The item's link, else its enclosure URL; http(s) only. */
  link: string | null;
  /** Plain text: tags stripped, entities decoded, whitespace collapsed, at most 1,000 characters. */
  description: string;
}

export interface ParsedFeed {
  /** At most 200 characters. */
  title: string;
  /** Plain text of the description, itunes:summary or content:encoded (the first there is), at most 5,000 characters. */
  description: string;
  /** The primary language subtag in lower case: "sv-SE" -> "sv", "en-us" -> "en". */
  language: string | null;
  /** The channel's link, http(s) only. */
  website: string | null;
  /** itunes:image@href, else image/url; http(s) only. */
  artworkUrl: string | null;
  /** itunes:author, else itunes:owner/itunes:name. */
  author: string | null;
  /** Every itunes:category text attribute, nested ones too, in document order (each once). */
  itunesCategories: string[];
  /** Texts a show owner may put in the feed to prove it is theirs: every podcast:txt whose purpose is "verify" (Podcasting 2.0 namespace), plus the channel description. */
  verificationTexts: string[];
  /** Newest first (undated last, in feed order), each guid once, at most MAX_EPISODES. */
  episodes: ParsedEpisode[];
  /** All items in the feed, before the cap. */
  episodesInFeed: number;
}

/** A document that is not a podcast feed PodBridge can read; the message says why, for the user. */
export class FeedUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedUnreadable';
  }
}

const NOT_A_FEED = 'This address does not serve a podcast RSS feed.';
const NOT_XML = 'This feed is not valid XML, so PodBridge cannot read it.';
const DECLARES_ENTITIES = 'This feed declares XML entities, which PodBridge does not read.';
const NO_TITLE = 'The feed has no title.';

/** The namespaces read, by the prefix feeds use for them and their URIs (for a feed that binds another prefix). */
const NAMESPACES = {
  itunes: ['http://www.itunes.com/dtds/podcast-1.0.dtd'],
  podcast: ['https://podcastindex.org/namespace/1.0', 'https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md'],
  content: ['http://purl.org/rss/1.0/modules/content/'],
} as const;
type Namespace = keyof typeof NAMESPACES;
type Prefixes = Record<Namespace, readonly string[]>;

/**
 * Entities are left as written (processEntities: false) and decoded here instead (decodeXml), so only the five
 * predefined ones and character references ever are; a DOCTYPE that declares more is refused before parsing.
 * Descriptions are kept raw (stop nodes): they are HTML, escaped or in CDATA or, in some feeds, as bare tags.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  stopNodes: ['*.description', '*.content:encoded', '*.itunes:summary'],
});

/** Reads an RSS 2.0 podcast feed; throws FeedUnreadable for anything else, with a message for the user. */
export function parseFeed(xml: Buffer | string): ParsedFeed {
  const text = typeof xml === 'string' ? xml.replace(/^\uFEFF/, '') : decodeBytes(xml);
  refuseEntityDeclarations(text);
  let document: unknown;
  try {
    document = parser.parse(text);
  } catch {
    throw new FeedUnreadable(NOT_XML);
  }
  const rss = first(fieldOf(document, 'rss'));
  const element = first(fieldOf(rss, 'channel'));
  // An empty <channel></channel> is read as its (blank) text: a channel still, only without a title.
  const channel = typeof element === 'string' ? {} : element;
  if (!isNode(rss) || !isNode(channel)) throw new FeedUnreadable(NOT_A_FEED);
  const ns = prefixesOf(rss, channel);
  const child: ChildOf = (node, namespace, name) => {
    for (const prefix of ns[namespace]) {
      const found = fieldOf(node, `${prefix}:${name}`);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const title = oneLine(textOf(channel.title)) || oneLine(textOf(child(channel, 'itunes', 'title')));
  if (!title) throw new FeedUnreadable(NO_TITLE);
  const fullDescription = firstText([channel.description, child(channel, 'itunes', 'summary'), child(channel, 'content', 'encoded')]);
  const items = all(channel.item);
  return {
    title: truncate(title, MAX_TITLE),
    description: truncate(fullDescription, MAX_DESCRIPTION),
    language: languageOf(textOf(channel.language)),
    website: firstUrl(all(channel.link).map(textOf)),
    artworkUrl: firstUrl([
      attributeOf(child(channel, 'itunes', 'image'), 'href'),
      textOf(child(channel, 'itunes', 'image')),
      textOf(fieldOf(channel.image, 'url')),
    ]),
    author: authorOf(channel, child),
    itunesCategories: categoriesOf(child(channel, 'itunes', 'category'), (node) => child(node, 'itunes', 'category')),
    verificationTexts: [
      ...all(child(channel, 'podcast', 'txt'))
        .filter((txt) => attributeOf(txt, 'purpose').toLowerCase() === 'verify')
        .map((txt) => oneLine(textOf(txt))),
      fullDescription,
    ].filter((value) => value !== ''),
    episodes: latestEpisodes(items.map((item) => episodeOf(item, child))),
    episodesInFeed: items.length,
  };
}

type XmlNode = Record<string, unknown>;
type ChildOf = (node: unknown, namespace: Namespace, name: string) => unknown;

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An element that may be repeated, as a list: the parser gives one element as itself and several as an array. */
function all(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function first(value: unknown): unknown {
  return all(value)[0];
}

/** The child elements called `name` of an element (its first, when repeated). */
function fieldOf(value: unknown, name: string): unknown {
  const element = first(value);
  return isNode(element) ? element[name] : undefined;
}

/**
 * The text of an element (its first, when repeated) with the predefined entities decoded; an element with
 * attributes (`<title type="text">`) keeps its text under `#text`. CDATA is part of the text.
 */
function textOf(value: unknown): string {
  const element = first(value);
  if (typeof element === 'string') return decodeXml(element);
  if (typeof element === 'number' || typeof element === 'boolean') return String(element);
  if (isNode(element)) return all(element['#text']).map(textOf).join('');
  return '';
}

function attributeOf(value: unknown, name: string): string {
  const element = first(value);
  const attribute = isNode(element) ? element[`@_${name}`] : undefined;
  return typeof attribute === 'string' ? oneLine(decodeXml(attribute)) : '';
}

/** The first of the elements (a description and its alternatives) with any text, as plain text. */
function firstText(candidates: readonly unknown[]): string {
  for (const candidate of candidates) {
    const text = plainTextOf(candidate);
    if (text !== '') return text;
  }
  return '';
}

/**
 * The plain text of a description kept raw (a stop node): CDATA sections hold HTML as is, the rest is XML text whose
 * entities encode HTML (or bare HTML tags); either way it is HTML, made plain text by htmlToText.
 */
function plainTextOf(value: unknown): string {
  const element = first(value);
  const raw = typeof element === 'string' ? element : isNode(element) ? rawTextOf(element) : '';
  let html = '';
  let at = 0;
  while (at < raw.length) {
    const start = raw.indexOf('<![CDATA[', at);
    const end = start === -1 ? -1 : raw.indexOf(']]>', start + 9);
    if (end === -1) {
      html += decodeXml(raw.slice(at));
      break;
    }
    html += `${decodeXml(raw.slice(at, start))}${raw.slice(start + 9, end)}`;
    at = end + 3;
  }
  return htmlToText(html);
}

/** The text of an element the parser read as a tree (a description under a prefix we did not stop at). */
function rawTextOf(node: XmlNode): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@_')) continue;
    for (const part of all(value)) {
      if (typeof part === 'string') parts.push(part);
      else if (isNode(part)) parts.push(rawTextOf(part));
    }
  }
  return parts.join(' ');
}

function authorOf(channel: XmlNode, child: ChildOf): string | null {
  const author = oneLine(textOf(child(channel, 'itunes', 'author'))) || oneLine(textOf(child(child(channel, 'itunes', 'owner'), 'itunes', 'name')));
  return author ? truncate(author, MAX_AUTHOR) : null;
}

/** Every category's text, parents before their subcategories, each once. */
function categoriesOf(value: unknown, childrenOf: (node: unknown) => unknown, found: string[] = [], depth = 0): string[] {
  for (const category of all(value)) {
    const name = attributeOf(category, 'text');
    if (name && !found.includes(name)) found.push(name);
    if (depth < 2) categoriesOf(childrenOf(category), childrenOf, found, depth + 1);
  }
  return found;
}

function episodeOf(item: unknown, child: ChildOf): ParsedEpisode {
  const node: XmlNode = isNode(item) ? item : {};
  const title = truncate(oneLine(textOf(node.title)) || oneLine(textOf(child(node, 'itunes', 'title'))), MAX_TITLE);
  const pubDate = oneLine(textOf(node.pubDate));
  const publishedAt = parseDate(pubDate);
  const enclosure = attributeOf(node.enclosure, 'url');
  const link = oneLine(textOf(node.link));
  const guid = oneLine(textOf(node.guid)) || enclosure || link || `${title} ${publishedAt?.toISOString() ?? pubDate}`.trim();
  return {
    guid,
    title: title || 'Untitled episode',
    publishedAt,
    durationSeconds: parseDuration(textOf(child(node, 'itunes', 'duration'))),
    link: firstUrl([link, enclosure]),
    description: truncate(
      firstText([node.description, child(node, 'itunes', 'summary'), child(node, 'content', 'encoded')]),
      MAX_EPISODE_DESCRIPTION,
    ),
  };
}

/** Newest first, undated last in feed order (the sort is stable), each guid once (its newest), at most MAX_EPISODES. */
function latestEpisodes(episodes: ParsedEpisode[]): ParsedEpisode[] {
  const sorted = [...episodes].sort((a, b) => {
    if (a.publishedAt && b.publishedAt) return b.publishedAt.getTime() - a.publishedAt.getTime();
    return (a.publishedAt ? 0 : 1) - (b.publishedAt ? 0 : 1);
  });
  const seen = new Set<string>();
  const latest: ParsedEpisode[] = [];
  for (const episode of sorted) {
    if (seen.has(episode.guid)) continue;
    seen.add(episode.guid);
    latest.push(episode);
    if (latest.length === MAX_EPISODES) break;
  }
  return latest;
}

/** The prefixes each namespace goes by: the usual one, and any other the feed binds to the namespace's URI. */
function prefixesOf(...elements: XmlNode[]): Prefixes {
  const prefixes: Record<Namespace, string[]> = { itunes: ['itunes'], podcast: ['podcast'], content: ['content'] };
  for (const element of elements) {
    for (const [key, value] of Object.entries(element)) {
      if (!key.startsWith('@_xmlns:') || typeof value !== 'string') continue;
      const prefix = key.slice('@_xmlns:'.length);
      const uri = value.trim().toLowerCase();
      for (const namespace of Object.keys(NAMESPACES) as Namespace[]) {
        const uris: readonly string[] = NAMESPACES[namespace];
        if (uris.includes(uri) && !prefixes[namespace].includes(prefix)) prefixes[namespace].push(prefix);
      }
    }
  }
  return prefixes;
}

/**
 * Refuses a DOCTYPE that declares entities or names an external DTD: those are how a document reads local files
 * (`<!ENTITY xxe SYSTEM "file:///etc/passwd">`) or expands a few bytes into gigabytes. No podcast feed needs either.
 * Comments and CDATA are skipped, so an HTML DOCTYPE quoted in an episode's notes is not taken for one.
 */
function refuseEntityDeclarations(xml: string): void {
  let at = xml.indexOf('<!');
  while (at !== -1) {
    if (xml.startsWith('<!--', at) || xml.startsWith('<![CDATA[', at)) {
      const end = xml.indexOf(xml.startsWith('<!--', at) ? '-->' : ']]>', at + 4);
      if (end === -1) return;
      at = xml.indexOf('<!', end + 3);
      continue;
    }
    if (xml.slice(at + 2, at + 9).toUpperCase() === 'DOCTYPE') {
      const declaration = doctypeAt(xml, at);
      if (/<!ENTITY/i.test(declaration) || /^<!DOCTYPE\s+[^\s[>]+\s+(?:SYSTEM|PUBLIC)\b/i.test(declaration)) {
        throw new FeedUnreadable(DECLARES_ENTITIES);
      }
      at += declaration.length;
    } else {
      at += 2;
    }
    at = xml.indexOf('<!', at);
  }
}

/** The DOCTYPE declaration starting at `start`: up to its `>`, past quoted literals and its internal subset. */
function doctypeAt(xml: string, start: number): string {
  let quote: string | null = null;
  let depth = 0;
  for (let at = start + 9; at < xml.length; at += 1) {
    const char = xml[at];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '[') {
      depth += 1;
    } else if (char === ']') {
      depth = Math.max(0, depth - 1);
    } else if (char === '>' && depth === 0) {
      return xml.slice(start, at + 1);
    }
  }
  return xml.slice(start);
}

/**
 * The bytes as text: by their byte order mark, else by the encoding the XML declaration names. Some feeds declare
 * ISO-8859-1 but are written in UTF-8, so bytes that are valid UTF-8 are read as UTF-8 whatever is declared
 * (Latin-1 text with å, ä or ö is practically never valid UTF-8).
 */
function decodeBytes(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le');
  }
  const declared = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(bytes.subarray(0, 200).toString('latin1'))?.[1];
  const encoding = declared?.toLowerCase() ?? 'utf-8';
  if (encoding === 'utf-8' || encoding === 'utf8') return bytes.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder(encoding).decode(bytes);
    } catch {
      return bytes.toString('utf8');
    }
  }
}

/** The five predefined XML entities and character references; anything else stays as written. */
function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|apos|quot);/g, (_match, entity: string) => {
    if (entity.startsWith('#')) return characterOf(entity, false);
    return XML_ENTITIES[entity] ?? '';
  });
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

/** The named HTML entities show notes use (Nordic letters, quotes and dashes, spaces), besides the XML ones. */
const HTML_ENTITIES: Record<string, string> = {
  ...XML_ENTITIES,
  nbsp: '\u00a0', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', shy: '', zwnj: '', zwj: '',
  aring: 'å', Aring: 'Å', auml: 'ä', Auml: 'Ä', ouml: 'ö', Ouml: 'Ö', aelig: 'æ', AElig: 'Æ', oslash: 'ø',
  Oslash: 'Ø', uuml: 'ü', Uuml: 'Ü', szlig: 'ß', eacute: 'é', Eacute: 'É', egrave: 'è', Egrave: 'È', ecirc: 'ê',
  euml: 'ë', aacute: 'á', Aacute: 'Á', agrave: 'à', acirc: 'â', atilde: 'ã', ccedil: 'ç', Ccedil: 'Ç', iacute: 'í',
  igrave: 'ì', icirc: 'î', iuml: 'ï', ntilde: 'ñ', Ntilde: 'Ñ', oacute: 'ó', Oacute: 'Ó', ograve: 'ò', ocirc: 'ô',
  otilde: 'õ', uacute: 'ú', ugrave: 'ù', ucirc: 'û', yacute: 'ý', yuml: 'ÿ', eth: 'ð', ETH: 'Ð', thorn: 'þ',
  THORN: 'Þ', hellip: '…', mdash: '—', ndash: '–', minus: '−', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“',
  rdquo: '”', bdquo: '„', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', bull: '•', middot: '·', copy: '©',
  reg: '®', trade: '™', deg: '°', euro: '€', pound: '£', yen: '¥', cent: '¢', sect: '§', para: '¶', times: '×',
  divide: '÷', plusmn: '±', frac12: '½', frac14: '¼', frac34: '¾', iexcl: '¡', iquest: '¿', dagger: '†',
  hearts: '♥', larr: '←', rarr: '→', uarr: '↑', darr: '↓', check: '✓',
};

/** What HTML makes of the references &#128; to &#159; (Windows-1252, which many CMSs wrote them in). */
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function characterOf(reference: string, html: boolean): string {
  const code = reference[1] === 'x' || reference[1] === 'X' ? parseInt(reference.slice(2), 16) : parseInt(reference.slice(1), 10);
  if (html && code >= 0x80 && code <= 0x9f) return WINDOWS_1252[code - 0x80] ?? '\ufffd';
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

const BLOCK_TAG = /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|blockquote|pre|section|article|header|footer|figure|figcaption)\b[^<>]*>/gi;
/** `[^<>]` so that a stray `<` costs one step, not a scan to the end (the text is untrusted and can be megabytes). */
const ANY_TAG = /<\/?[a-zA-Z][^<>]*>/g;
const DECLARATION = /<![a-zA-Z][^<>]*>/g;
const SCRIPT_OR_STYLE = /<(script|style)\b[^<>]*>/gi;

/** HTML as one line of plain text: comments, scripts and tags gone (blocks become spaces), entities decoded. */
function htmlToText(html: string): string {
  if (html === '') return '';
  let text = withoutComments(html);
  text = withoutScripts(text);
  text = text.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '').replace(DECLARATION, '');
  text = text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (match, entity: string) =>
    entity.startsWith('#') ? characterOf(entity, true) : (HTML_ENTITIES[entity] ?? match),
  );
  return oneLine(text);
}

function withoutComments(html: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = html.indexOf('<!--', at);
    if (start === -1) return out + html.slice(at);
    out += `${html.slice(at, start)} `;
    const end = html.indexOf('-->', start + 4);
    if (end === -1) return out;
    at = end + 3;
  }
}

/** Without script and style elements, their content too; one left open takes the rest with it. */
function withoutScripts(html: string): string {
  let out = '';
  let at = 0;
  SCRIPT_OR_STYLE.lastIndex = 0;
  for (;;) {
    const open = SCRIPT_OR_STYLE.exec(html);
    if (!open) return out + html.slice(at);
    out += `${html.slice(at, open.index)} `;
    const close = new RegExp(`</${open[1]}\\s*>`, 'gi');
    close.lastIndex = SCRIPT_OR_STYLE.lastIndex;
    if (!close.exec(html)) return out;
    at = close.lastIndex;
    SCRIPT_OR_STYLE.lastIndex = at;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word when one ends near the limit, with an ellipsis when cut. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.8) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

function languageOf(code: string): string | null {
  const primary = /^\s*([a-zA-Z]{2,3})(?:[-_][\w-]*)?\s*$/.exec(code)?.[1];
  return primary ? primary.toLowerCase() : null;
}

/** The first candidate that is an absolute http(s) URL, as written (without surrounding space). */
function firstUrl(candidates: readonly string[]): string | null {
  for (const candidate of candidates) {
    const text = candidate.trim();
    if (text === '' || text.length > MAX_URL) continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'http:' || url.protocol === 'https:') return /\s/.test(text) ? url.href : text;
    } catch {
      // Not a URL: try the next.
    }
  }
  return null;
}

const MONTHS: Record<string, number> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, maj: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, okt: 9, nov: 10, dec: 11,
};
/** RFC 822's named zones (and the European ones feeds use), in minutes east of UTC. */
const ZONES: Record<string, number> = {
  gmt: 0, ut: 0, utc: 0, z: 0, est: -300, edt: -240, cst: -360, cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420,
  bst: 60, cet: 60, cest: 120, eet: 120, eest: 180,
};
/** Day names and months may be Swedish ("mån, 6 maj 2024"): the name is skipped, the month read by its first letters. */
const RFC_822 =
  /^(?:\p{L}+\.?,?\s*)?(\d{1,2})[\s-]+(\p{L}{3,9})\.?[\s-]+(\d{4}|\d{2})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(?:([+-])(\d{2}):?(\d{2})|([a-zA-Z]{1,5}))?$/u;
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:([zZ])|([+-])(\d{2}):?(\d{2})?)?)?$/;

/**
 * An RFC 822 date (with or without the day's name, with a numeric or a named zone; UTC when none, or one we do not
 * know) or an ISO 8601 one; null for anything else. Date.parse is not used: it makes a date of almost any text.
 */
function parseDate(text: string): Date | null {
  if (text.length > 64) return null;
  const rfc = RFC_822.exec(text);
  if (rfc) {
    const month = MONTHS[rfc[2]!.slice(0, 3).toLowerCase()];
    let year = Number(rfc[3]);
    if (rfc[3]!.length === 2) year += year < 50 ? 2000 : 1900;
    let offset = 0;
    if (rfc[7]) offset = (rfc[7] === '-' ? -1 : 1) * (Number(rfc[8]) * 60 + Number(rfc[9]));
    else if (rfc[10]) offset = ZONES[rfc[10].toLowerCase()] ?? 0;
    if (month === undefined) return null;
    return dateOf(year, month, Number(rfc[1]), Number(rfc[4] ?? 0), Number(rfc[5] ?? 0), Number(rfc[6] ?? 0), offset);
  }
  const iso = ISO_8601.exec(text);
  if (iso) {
    const offset = iso[8] ? (iso[8] === '-' ? -1 : 1) * (Number(iso[9]) * 60 + Number(iso[10] ?? 0)) : 0;
    return dateOf(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0), offset);
  }
  return null;
}

/** The moment, or null when a part is out of range (31 February, 25 o'clock). */
function dateOf(year: number, month: number, day: number, hour: number, minute: number, second: number, offsetMinutes: number): Date | null {
  if (month < 0 || month > 11 || hour > 23 || minute > 59 || second > 60 || Math.abs(offsetMinutes) > 18 * 60) return null;
  const local = new Date(Date.UTC(year, month, day, hour, minute, Math.min(second, 59)));
  if (local.getUTCDate() !== day || local.getUTCMonth() !== month) return null;
  return new Date(local.getTime() - offsetMinutes * 60_000);
}

/** itunes:duration as seconds: "3600", "1:00:00", "60:00" or "59:59.5". */
function parseDuration(text: string): number | null {
  const value = text.trim();
  if (value.length > 32) return null;
  let seconds: number | null = null;
  if (/^\d+(?:\.\d+)?$/.test(value)) {
    seconds = Math.round(Number(value));
  } else {
    const parts = /^(?:(\d+):)?(\d+):(\d{1,2})(?:\.\d+)?$/.exec(value);
    if (parts) {
      const [hours, minutes, secs] = [Number(parts[1] ?? 0), Number(parts[2]), Number(parts[3])];
      if (secs < 60 && (parts[1] === undefined || minutes < 60)) seconds = hours * 3600 + minutes * 60 + secs;
    }
  }
  return seconds !== null && seconds > 0 && seconds <= MAX_DURATION_SECONDS ? seconds : null;
}

/** Apple's podcast categories and their subcategories (https://podcasters.apple.com/support/1691-apple-podcasts-categories). */
export const ITUNES_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  Arts: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'],
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Comedy: ['Comedy Interviews', 'Improv', 'Stand-Up'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  Fiction: ['Comedy Fiction', 'Drama', 'Science Fiction'],
  Government: [],
  History: [],
  'Health & Fitness': ['Alternative Health', 'Fitness', 'Medicine', 'Mental Health', 'Nutrition', 'Sexuality'],
  'Kids & Family': ['Education for Kids', 'Parenting', 'Pets & Animals', 'Stories for Kids'],
  Leisure: ['Animation & Manga', 'Automotive', 'Aviation', 'Crafts', 'Games', 'Hobbies', 'Home & Garden', 'Video Games'],
  Music: ['Music Commentary', 'Music History', 'Music Interviews'],
  News: ['Business News', 'Daily News', 'Entertainment News', 'News Commentary', 'Politics', 'Sports News', 'Tech News'],
  'Religion & Spirituality': ['Buddhism', 'Christianity', 'Hinduism', 'Islam', 'Judaism', 'Religion', 'Spirituality'],
  Science: ['Astronomy', 'Chemistry', 'Earth Sciences', 'Life Sciences', 'Mathematics', 'Natural Sciences', 'Nature', 'Physics', 'Social Sciences'],
  'Society & Culture': ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
  Sports: [
    'Baseball', 'Basketball', 'Cricket', 'Fantasy Sports', 'Football', 'Golf', 'Hockey', 'Rugby', 'Running', 'Soccer',
    'Swimming', 'Tennis', 'Volleyball', 'Wilderness', 'Wrestling',
  ],
  Technology: [],
  'True Crime': [],
  'TV & Film': ['After Shows', 'Film History', 'Film Interviews', 'Film Reviews', 'TV Reviews'],
};

/**
 * Apple's categories (today's, and the older ones feeds still carry) that are not one of ours by name, to ours.
 * Those left out (Social Sciences, Natural Sciences, Pets & Animals...) say too little: their parent decides.
 */
const ITUNES_TO_OURS: Readonly<Record<string, string>> = {
  'Performing Arts': 'Arts', 'Visual Arts': 'Arts', Literature: 'Books',
  Management: 'Leadership', 'Management & Marketing': 'Marketing', 'Non-Profit': 'Business', 'Business News': 'Business', Shopping: 'Business',
  'Comedy Interviews': 'Comedy', Improv: 'Comedy', 'Stand-Up': 'Comedy',
  Courses: 'Education', 'How To': 'Education', 'Higher Education': 'Education', 'K-12': 'Education', Training: 'Education',
  'Educational Technology': 'Education', 'Language Courses': 'Language Learning', 'Self-Help': 'Self-Improvement',
  'Comedy Fiction': 'Fiction', Drama: 'Fiction', 'Science Fiction': 'Fiction',
  'Government & Organizations': 'Government', National: 'Government', Regional: 'Government', Local: 'Government',
  'Alternative Health': 'Health & Fitness', Fitness: 'Health & Fitness', 'Fitness & Nutrition': 'Health & Fitness', Sexuality: 'Health & Fitness',
  'Education for Kids': 'Kids & Family', 'Stories for Kids': 'Kids & Family', Family: 'Parenting',
  Games: 'Gaming', 'Video Games': 'Gaming', 'Other Games': 'Gaming', 'Games & Hobbies': 'Leisure',
  'Animation & Manga': 'Leisure', Automotive: 'Leisure', Aviation: 'Leisure', Crafts: 'Leisure', Hobbies: 'Leisure', 'Home & Garden': 'Leisure',
  'Music Commentary': 'Music', 'Music History': 'Music', 'Music Interviews': 'Music',
  'Daily News': 'News', 'Entertainment News': 'News', 'News Commentary': 'News', 'News & Politics': 'News', 'Public Radio': 'News',
  'Sports News': 'Sports', 'Tech News': 'Technology',
  Buddhism: 'Religion & Spirituality', Christianity: 'Religion & Spirituality', Hinduism: 'Religion & Spirituality',
  Islam: 'Religion & Spirituality', Judaism: 'Religion & Spirituality', Religion: 'Religion & Spirituality', Spirituality: 'Religion & Spirituality',
  Chemistry: 'Science', Physics: 'Science', 'Life Sciences': 'Science', 'Earth Sciences': 'Science', 'Science & Medicine': 'Science',
  Documentary: 'Society & Culture', 'Personal Journals': 'Society & Culture', 'Places & Travel': 'Travel',
  Baseball: 'Sports', Basketball: 'Sports', Cricket: 'Sports', 'Fantasy Sports': 'Sports', Football: 'Sports', Golf: 'Sports',
  Hockey: 'Sports', Rugby: 'Sports', Running: 'Sports', Soccer: 'Sports', Swimming: 'Sports', Tennis: 'Sports',
  Volleyball: 'Sports', Wrestling: 'Sports', Wilderness: 'Nature', Outdoor: 'Nature', 'Sports & Recreation': 'Sports',
  Amateur: 'Sports', 'College & High School': 'Sports', Professional: 'Sports',
  Gadgets: 'Technology', Podcasting: 'Technology', 'Software How-To': 'Software Development',
  'After Shows': 'TV & Film', 'Film Interviews': 'TV & Film', 'Film Reviews': 'TV & Film', 'TV Reviews': 'TV & Film',
};

/** A category name compared loosely: case, spacing and "and" for "&" do not matter. */
function categoryKey(name: string): string {
  return name.toLowerCase().replace(/\s+and\s+/g, ' & ').replace(/\s+/g, ' ').trim();
}

/** Subcategories of Apple's older list (before 2019) that feeds still carry. */
const OLDER_SUBCATEGORIES = [
  'Literature', 'Higher Education', 'K-12', 'Language Courses', 'Training', 'Educational Technology', 'Self-Help',
  'Fitness & Nutrition', 'Other Games', 'National', 'Regional', 'Local', 'Management & Marketing', 'Shopping', 'Gadgets',
  'Podcasting', 'Software How-To', 'Family', 'Amateur', 'College & High School', 'Outdoor', 'Professional',
];
const SUBCATEGORIES = new Set([...Object.values(ITUNES_CATEGORIES).flat(), ...OLDER_SUBCATEGORIES].map(categoryKey));
const TABLE = new Map(Object.entries(ITUNES_TO_OURS).map(([itunes, ours]) => [categoryKey(itunes), categoryKey(ours)]));

/**
 * Our category for a feed's iTunes categories (the first that maps), or null. A subcategory says more than its parent
 * (Science > Astronomy is a show about astronomy), so Apple's subcategories are tried first, in order, then the rest.
 * Each maps by name to ours (case-insensitive), else through ITUNES_TO_OURS.
 */
export function categoryFor(itunesCategories: readonly string[], ours: readonly { id: number; name: string }[]): number | null {
  const byName = new Map(ours.map((category) => [categoryKey(category.name), category.id]));
  const mapped = (name: string): number | undefined => {
    const key = categoryKey(name);
    const exact = byName.get(key);
    if (exact !== undefined) return exact;
    const ourName = TABLE.get(key);
    return ourName === undefined ? undefined : byName.get(ourName);
  };
  const keys = itunesCategories.map(categoryKey);
  const ordered = [
    ...itunesCategories.filter((_name, index) => SUBCATEGORIES.has(keys[index]!)),
    ...itunesCategories.filter((_name, index) => !SUBCATEGORIES.has(keys[index]!)),
  ];
  for (const name of ordered) {
    const id = mapped(name);
    if (id !== undefined) return id;
  }
  return null;
}
