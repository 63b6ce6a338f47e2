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
/** A random word, skewed towards the start of the list like word frequencies are. */
const pick = (words: string[]) => `(${sqlArray(words)})[1 + floor(power(random(), 1.6) * ${words.length})::int]`;

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
