import { sql } from 'drizzle-orm';
import type { TestApp } from '../src/testing/buildTestApp';

/**
 * Fills a throwaway database with podcasts straight in SQL (minutes would go by through the API): 500 podcaster
 * accounts, `count` podcasts over 50 categories with Swedish and English titles and descriptions (one in 20 pending,
 * one a minute older than the one before), and likes on one in 13.
 */

/** Title words: topics, places and formats, Swedish and English; earlier words are picked more often. */
export const TITLE_WORDS = (
  'podcast podden snack samtal talk show weekly daily hour stories insights fika kaffe morgon kväll helg ' +
  'ekonomi teknik historia hälsa musik böcker kärlek äventyr vetenskap företag startup founders framtid money ' +
  'health science history crime true nordic design code climate kids family food travel sport fotboll hockey ' +
  'mat resor skog sjö fjäll älg snö midsommar Malmö Göteborg Stockholm Uppsala Umeå Luleå Örebro Västerås ' +
  'Linköping Jönköping Norrköping Gävle Sundsvall Östersund Kiruna Visby Skåne Norrland Småland Värmland ' +
  'Källarsnack Kökspodden Trädgårdsliv Vinkällaren Ölstugan Bokcirkeln Filmrummet Spelhörnan Löparpodden ' +
  'leadership marketing investing parenting psychology philosophy politics astronomy mathematics medicine ' +
  'nutrition productivity sustainability cybersecurity gaming fiction comedy religion language careers ' +
  'entrepreneurship relationships architecture fashion beauty gardening sailing fishing hunting knitting'
).split(' ');
/** Description words: the title words plus everyday prose. */
export const DESCRIPTION_WORDS = [
  ...(
    'och om med i på för av till som vi en ett det är the and with of in on for to we a is about every ' +
    'samtal gäster experter varje vecka pratar lär oss nya idéer forskning människor berättelser intervjuer ' +
    'guests experts week talk learn new ideas research people interviews listeners episodes conversations ' +
    'källare vin öl ost bröd trädgård räkor smörgås älv ö båt segling skärgård fjällvandring kräftskiva ' +
    'surdeg kanelbulle semla glögg lussekatt allemansrätten jämställdhet välfärd folkhem landsbygd glesbygd ' +
    'hållbarhet klimat energi vindkraft solceller elbil tåg cykel kollektivtrafik bostad hyra lån sparande ' +
    'aktier fonder pension skatt lön jobb karriär chef ledarskap team möte distansarbete kontor kod program'
  ).split(' '),
  ...TITLE_WORDS,
];
const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;
/** A random word (SQL, evaluated per row), skewed towards the start of the list like word frequencies are. */
export const pick = (words: string[]) => `(${sqlArray(words)})[1 + floor(power(random(), 1.6) * ${words.length})::int]`;

export async function fillPodcasts(t: TestApp, count: number): Promise<void> {
  await t.db.execute(
    sql.raw(`
    INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
    SELECT 'bench' || g, 'bench' || g || '@example.se', 'x', 'podcaster', now() FROM generate_series(1, 500) g`),
  );
  const title = Array.from({ length: 3 }, () => pick(TITLE_WORDS)).join(" || ' ' || ");
  const description = Array.from({ length: 24 }, () => pick(DESCRIPTION_WORDS)).join(" || ' ' || ");
  await t.db.execute(
    sql.raw(`
    INSERT INTO podcasts (owner_id, category_id, title, description, approval_status, created_at)
    SELECT (SELECT min(id) FROM users) + (g % 500),
           (SELECT min(id) FROM categories) + (g % 50),
           ${title}, ${description}, (CASE WHEN g % 20 <> 0 THEN 'approved' ELSE 'pending' END)::approval_status, now() - g * interval '1 minute'
    FROM generate_series(1, ${count}) g`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO reactions (target_type, target_id, user_id)
    SELECT 'podcast', p.id, u.id FROM podcasts p JOIN users u ON u.id % 97 = p.id % 97 WHERE p.id % 13 = 0
    ON CONFLICT DO NOTHING`),
  );
  // PGlite runs no autovacuum; VACUUM sets the visibility map so counts can use index-only scans.
  await t.db.execute(sql.raw('VACUUM ANALYZE'));
}

/**
 * Shows looking for guests: every fifth podcast gets one to three guest topics (the first its category's topic when
 * it has one) and the languages its audience speaks.
 */
export async function fillGuestTopics(t: TestApp): Promise<void> {
  await t.db.execute(
    sql.raw(`
    INSERT INTO podcast_guest_topics (podcast_id, topic_id, position)
    SELECT p.id, CASE WHEN n = 1 AND c.topic_id IS NOT NULL THEN c.topic_id
                      ELSE t.min_id + ((p.id * 13 + n * 29) % t.total) END, n
    FROM podcasts p LEFT JOIN categories c ON c.id = p.category_id,
         (SELECT min(id) AS min_id, count(*)::int AS total FROM topics) t,
         generate_series(1, 1 + p.id % 3) n
    WHERE p.id % 5 = 0
    ON CONFLICT DO NOTHING`),
  );
  await t.db.execute(
    sql.raw(`
    UPDATE podcasts SET audience_languages = CASE id % 4 WHEN 0 THEN ARRAY['sv'] WHEN 1 THEN ARRAY['sv', 'en']
                                                         WHEN 2 THEN ARRAY['en'] ELSE ARRAY['sv', 'fi'] END
    WHERE id % 5 = 0`),
  );
}

/** Appends `text` to the description of the podcasts whose id leaves `remainder` divided by `every`. */
export async function mentionInDescriptions(t: TestApp, text: string, every: number, remainder: number): Promise<void> {
  await t.db.execute(
    sql`UPDATE podcasts SET description = description || ' ' || ${text}
        WHERE id % ${sql.raw(String(every))} = ${sql.raw(String(remainder))}`,
  );
}
