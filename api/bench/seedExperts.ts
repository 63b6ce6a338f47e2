import { sql } from 'drizzle-orm';
import { REGIONS } from '../src/modules/experts/schemas';
import type { TestApp } from '../src/testing/buildTestApp';
import { pick } from './seedPodcasts';

/**
 * Fills a throwaway database with expert profiles straight in SQL, as a directory of that size would hold them: one
 * expert account each, names, bios, expertise and (on half) talking points in English and Swedish (psychology,
 * mental health, pensions and history among the common subjects), languages, regions, some not taking bookings yet,
 * the categories their expertise belongs to, a track record (recordings and reviews) on one in 20, one in 20
 * pending, and likes on a few.
 */

const FIRST_NAMES = (
  'Anna Erik Maria Lars Karin Johan Sara Per Åsa Björn Göran Öystein Ingrid Sven Elin Oskar Maja Nils Ebba ' +
  'Linnéa Håkan Agnes Jöns Märta Ömer Amira Omar Fatima Ali Emily David Sofia Viktor Freja Tove Jonas Ylva'
).split(' ');
const LAST_NAMES = (
  'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson ' +
  'Jönsson Öberg Ängström Åberg Lindqvist Sjöberg Wallin Ström Hedlund Blom Nyström Söderberg Björk ' +
  'Lundgren Holm Forsberg Sandberg Engström Hussein Rahimi Carter Climateson Källström Malmström Östlund'
).split(' ');
/** Fields of expertise, earlier ones more common, each with the expert category it belongs to. */
const EXPERTISE: [item: string, category: string][] = [
  ['AI', 'Artificial Intelligence'],
  ['Machine Learning', 'Artificial Intelligence'],
  ['Climate', 'Climate Science'],
  ['Nutrition', 'Nutrition'],
  ['Pensions', 'Personal Finance'],
  ['Psychology', 'Psychology'],
  ['Vikings', 'History'],
  ['Marketing', 'Marketing'],
  ['Leadership', 'Leadership'],
  ['Security', 'Cybersecurity'],
  ['Cardiology', 'Medicine'],
  ['Contract Law', 'Law'],
  ['Startups', 'Startups'],
  ['Endurance', 'Sports Science'],
  ['Parenting', 'Parenting'],
  ['History', 'History'],
  ['Pedagogy', 'Education'],
  ['Design', 'Design'],
  ['Songwriting', 'Music'],
  ['Film', 'Film'],
  ['Crime Fiction', 'Literature'],
  ['Ethics', 'Philosophy'],
  ['Economics', 'Economics'],
  ['Elections', 'Politics'],
  ['Exoplanets', 'Astronomy'],
  ['Memory', 'Neuroscience'],
  ['Mental Health', 'Mental Health'],
  ['Housing', 'Real Estate'],
  ['TypeScript', 'Software Engineering'],
  ['Statistics', 'Data Science'],
  ['Psykologi', 'Psychology'],
  ['Blockchain', 'Blockchain'],
  ['Journalism', 'Journalism'],
  ['Rhetoric', 'Public Speaking'],
  ['Pension', 'Personal Finance'],
  ['Careers', 'Career Coaching'],
  ['Historia', 'History'],
  ['Relationships', 'Relationships'],
  ['Running', 'Sports Science'],
  ['Hiking', 'Travel'],
  ['Psykisk hälsa', 'Mental Health'],
  ['Fermentation', 'Food & Cooking'],
  ['Sculpture', 'Art'],
  ['Photography', 'Photography'],
  ['Urban Planning', 'Urban Planning'],
  ['Child Psychology', 'Psychology'],
  ['Genetics', 'Biology'],
  ['Chemistry', 'Chemistry'],
  ['Quantum Physics', 'Physics'],
  ['Burnout', 'Mental Health'],
  ['Algebra', 'Mathematics'],
  ['Linguistics', 'Linguistics'],
  ['Medieval History', 'History'],
  ['Theology', 'Religion'],
  ['Recruiting', 'Human Resources'],
  ['Pensionssparande', 'Personal Finance'],
  ['Sales', 'Sales'],
  ['Fundraising', 'Startups'],
  ['Nordic Folklore', 'Nordic Culture'],
  ['Sauna Culture', 'Nordic Culture'],
  ['Anxiety', 'Mental Health'],
  ['Skärgård Ecology', 'Biology'],
  ['Fjällvandring', 'Travel'],
  ['Köksträdgård', 'Food & Cooking'],
  ['Hälsoekonomi', 'Economics'],
  ['Förskola', 'Education'],
  ['Military History', 'History'],
  ['Privatekonomi', 'Personal Finance'],
  ['Neuroscience', 'Neuroscience'],
  ['Public Health', 'Public Health'],
];
/** Short topics an expert offers to speak on, English and Swedish; earlier ones more common. */
const TALKING_POINTS = [
  'Climate adaptation in cities',
  'AI in healthcare',
  'Leadership in a crisis',
  'Startups i Norrland',
  'Budget and savings',
  'Pension planning for freelancers',
  'Sleep and memory',
  'Nordic folklore',
  'Vikings and trade',
  'Local food',
  'The psychology of habits',
  'Aktier och fonder',
  'Bastukultur',
  'Mental health at work',
  'Kvinnor i historien',
  'Dating after forty',
  'Krishantering',
  'Elbilar och laddning',
  'Sveriges historia på en timme',
  'Remote work that works',
  'Stress och sömn',
  'Self-compassion',
  'Pensionssparande för unga',
  'Therapy without myths',
  'Matsvinn',
  'Cold War Sweden',
  'Sorg och förlust',
  'Burnout and recovery',
  'Hållbart mode',
  'Medeltidens Stockholm',
  'Ångest hos tonåringar',
  'Beteendevetenskap i vardagen',
  'Psykisk ohälsa bland unga',
  'Child psychology for parents',
  'Cybersecurity for small firms',
  'Fotboll och samhälle',
];
const BIO_WORDS = (
  'och om med i på för av till som jag en ett det är the and with of in on for to I a is about ' +
  'forskare konsult författare lärare läkare coach grundare expert researcher consultant author teacher doctor ' +
  'founder speaker Malmö Göteborg Stockholm Uppsala Umeå Luleå Örebro Västerås Kiruna Visby Skåne Norrland ' +
  'klimat hälsa ekonomi teknik historia musik böcker kärlek äventyr vetenskap företag framtid källare skog sjö ' +
  'fjäll snö midsommar kanelbulle surdeg glögg podcast radio tv föreläsningar lectures research years experience'
).split(' ');

/** Stable per-row spread of a number 0-99 from an id (consecutive ids land far apart). */
const spread = (id: string, factor: number) => `((${id} * ${factor}) % 100)`;

export async function fillExperts(t: TestApp, count: number): Promise<void> {
  await t.db.execute(
    sql.raw(`
    INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
    SELECT 'expert' || g, 'expert' || g || '@example.se', 'x', 'expert', now() FROM generate_series(1, ${count}) g`),
  );
  const items = EXPERTISE.map(([item]) => item);
  const bio = Array.from({ length: 20 }, () => pick(BIO_WORDS)).join(" || ' ' || ");
  const languages = spread('u.id', 7919);
  const available = spread('u.id', 53);
  // One in 20 has a record (u.id % 20 = 7, never pending): 1-8 recordings, three in four also reviewed, 2.5-5.0.
  await t.db.execute(
    sql.raw(`
    INSERT INTO expert_profiles (user_id, name, bio, expertise, talking_points, experience_years, languages, region,
      recording_format, available_from, recorded_count, rating_average, rating_count, approval_status, created_at)
    SELECT u.id, ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)}, ${bio},
           ARRAY[${pick(items)}, ${pick(items)}, ${pick(items)}],
           CASE WHEN u.id % 2 = 0 THEN ARRAY[]::text[] ELSE ARRAY[${pick(TALKING_POINTS)}, ${pick(TALKING_POINTS)}] END,
           u.id % 41,
           CASE WHEN ${languages} < 55 THEN ARRAY['sv', 'en'] WHEN ${languages} < 75 THEN ARRAY['sv']
                WHEN ${languages} < 88 THEN ARRAY['en'] WHEN ${languages} < 94 THEN ARRAY['sv', 'en', 'de']
                ELSE ARRAY['en', 'fi'] END,
           CASE WHEN u.id % 10 = 3 THEN NULL ELSE ${pick([...REGIONS])} END,
           (ARRAY['both', 'remote', 'in_person'])[1 + (u.id * 13) % 3]::recording_format,
           CASE WHEN ${available} < 12 THEN current_date + (1 + u.id % 120)
                WHEN ${available} < 17 THEN current_date - (1 + u.id % 60) END,
           CASE WHEN u.id % 20 = 7 THEN 1 + (u.id / 20) % 8 ELSE 0 END,
           CASE WHEN u.id % 20 = 7 AND u.id % 80 <> 7 THEN round(2.5 + ((u.id * 17) % 26) / 10.0, 1)::real END,
           CASE WHEN u.id % 20 = 7 AND u.id % 80 <> 7 THEN 1 + u.id % 12 ELSE 0 END,
           (CASE WHEN u.id % 20 = 0 THEN 'pending' ELSE 'approved' END)::approval_status,
           now() - u.id * interval '1 minute'
    FROM users u WHERE u.user_type = 'expert'`),
  );
  // The categories of their expertise, and one more by id for one in three (or for anyone with none of their own).
  const categoryOf = EXPERTISE.map(([item, category]) => `('${item}', '${category}')`).join(', ');
  await t.db.execute(
    sql.raw(`
    INSERT INTO expert_profile_categories (profile_id, category_id)
    SELECT DISTINCT p.id, ec.id FROM expert_profiles p
    CROSS JOIN LATERAL unnest(p.expertise) AS e (item)
    JOIN (VALUES ${categoryOf}) AS m (item, category) ON m.item = e.item
    JOIN expert_categories ec ON ec.name = m.category
    UNION
    SELECT p.id, c.min_id + ((p.id * 7 + 3) % c.total) FROM expert_profiles p,
           (SELECT min(id) AS min_id, count(*)::int AS total FROM expert_categories) c
    WHERE p.id % 3 = 0 OR NOT EXISTS (
      SELECT 1 FROM unnest(p.expertise) AS e (item) JOIN (VALUES ${categoryOf}) AS m (item, category) ON m.item = e.item
    )`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO reactions (target_type, target_id, user_id)
    SELECT 'expert', p.id, u.id FROM expert_profiles p JOIN users u ON u.id % 97 = p.id % 97
    WHERE p.id % 131 = 0 AND u.id % 11 = 0
    ON CONFLICT DO NOTHING`),
  );
  // PGlite runs no autovacuum; VACUUM sets the visibility map so counts can use index-only scans.
  await t.db.execute(sql.raw('VACUUM ANALYZE'));
}
