-- The topics people search for, in English and Swedish with aliases in both; every category stands for one of them
-- and gets its Swedish name. Then the word list that tolerates typos, kept by triggers on everything searchable.
INSERT INTO topics (name_en, name_sv, aliases) VALUES
  ('Agriculture', 'Jordbruk', ARRAY['lantbruk', 'farming', 'bönder', 'farmers']),
  ('Architecture', 'Arkitektur', ARRAY['arkitekt', 'architect', 'byggnader', 'buildings']),
  ('Art', 'Konst', ARRAY['arts', 'konstnär', 'artist', 'bildkonst']),
  ('Artificial Intelligence', 'Artificiell intelligens', ARRAY['AI', 'machine learning', 'maskininlärning', 'AI-etik']),
  ('Astronomy', 'Astronomi', ARRAY['astronom', 'astronomer', 'stjärnor', 'stars', 'planeter', 'planets']),
  ('Biology', 'Biologi', ARRAY['biolog', 'biologist', 'livsvetenskap', 'life science']),
  ('Blockchain', 'Blockkedjor', ARRAY['krypto', 'kryptovalutor', 'crypto', 'cryptocurrency', 'bitcoin']),
  ('Books & Literature', 'Böcker och litteratur', ARRAY['böcker', 'books', 'litteratur', 'literature', 'författare', 'author', 'writer']),
  ('Business', 'Företagande', ARRAY['näringsliv', 'affärer', 'företag', 'company', 'companies']),
  ('Careers', 'Karriär', ARRAY['karriärcoachning', 'career coaching', 'jobb', 'jobs', 'arbetsliv', 'working life']),
  ('Chemistry', 'Kemi', ARRAY['kemist', 'chemist']),
  ('Climate & Environment', 'Klimat och miljö', ARRAY['klimat', 'climate', 'miljö', 'environment', 'klimatförändringar', 'climate change', 'klimatforskning']),
  ('Comedy', 'Humor', ARRAY['komedi', 'humour', 'humor', 'standup']),
  ('Cybersecurity', 'Cybersäkerhet', ARRAY['it-säkerhet', 'informationssäkerhet', 'information security', 'hacking', 'hackare', 'hacker']),
  ('Data Science', 'Datavetenskap', ARRAY['data', 'statistik', 'statistics', 'dataanalys', 'analytics']),
  ('Design', 'Design', ARRAY['formgivning', 'designer', 'UX', 'användarupplevelse', 'user experience']),
  ('Economics', 'Nationalekonomi', ARRAY['ekonomi', 'economy', 'ekonom', 'economist']),
  ('Education', 'Utbildning', ARRAY['skola', 'school', 'lärande', 'learning', 'pedagogik', 'pedagogy', 'lärare', 'teacher']),
  ('Energy', 'Energi', ARRAY['elektricitet', 'electricity', 'förnybar energi', 'renewable energy']),
  ('Entrepreneurship', 'Entreprenörskap', ARRAY['entreprenör', 'entrepreneur', 'eget företag', 'grundare', 'founder']),
  ('Fashion & Beauty', 'Mode och skönhet', ARRAY['mode', 'fashion', 'skönhet', 'beauty', 'kläder', 'clothing']),
  ('Fiction', 'Skönlitteratur', ARRAY['berättelser', 'stories', 'noveller', 'short stories']),
  ('Film & TV', 'Film och tv', ARRAY['film', 'tv', 'television', 'filmhistoria', 'film history', 'dokumentär', 'documentary']),
  ('Fitness', 'Träning', ARRAY['motion', 'exercise', 'health & fitness', 'hälsa och träning', 'workout']),
  ('Food & Cooking', 'Mat och matlagning', ARRAY['mat', 'food', 'matlagning', 'cooking', 'recept', 'recipes', 'kock', 'chef']),
  ('Gaming', 'Spel', ARRAY['datorspel', 'tv-spel', 'video games', 'spelutveckling', 'game development']),
  ('Government', 'Offentlig sektor', ARRAY['myndigheter', 'public sector', 'kommun', 'municipality']),
  ('History', 'Historia', ARRAY['historiker', 'historian', 'historical', 'historisk']),
  ('Human Resources', 'HR', ARRAY['personal', 'rekrytering', 'recruitment', 'hr', 'arbetsmiljö', 'workplace']),
  ('Investing', 'Investeringar', ARRAY['investera', 'invest', 'aktier', 'stocks', 'fonder', 'funds']),
  ('Journalism', 'Journalistik', ARRAY['journalist', 'media', 'medier', 'reporter']),
  ('Kids & Family', 'Barn och familj', ARRAY['barn', 'children', 'kids', 'familj', 'family']),
  ('Language Learning', 'Språkinlärning', ARRAY['språkstudier', 'language learning', 'learn swedish', 'lära sig svenska']),
  ('Law', 'Juridik', ARRAY['jurist', 'lawyer', 'legal', 'rättsvetenskap', 'advokat', 'attorney']),
  ('Leadership', 'Ledarskap', ARRAY['ledare', 'leader', 'chef', 'manager', 'management']),
  ('Leisure', 'Fritid', ARRAY['hobby', 'hobbies', 'fritidsintressen']),
  ('Linguistics', 'Lingvistik', ARRAY['språkvetenskap', 'språk', 'language', 'languages']),
  ('Local News (Sweden)', 'Lokala nyheter (Sverige)', ARRAY['lokalnyheter', 'local news']),
  ('Marketing', 'Marknadsföring', ARRAY['varumärke', 'brand', 'branding', 'reklam', 'advertising']),
  ('Mathematics', 'Matematik', ARRAY['matte', 'math', 'maths', 'matematiker', 'mathematician']),
  ('Medicine', 'Medicin', ARRAY['läkare', 'doctor', 'physician', 'sjukvård', 'healthcare', 'vård']),
  ('Mental Health', 'Psykisk hälsa', ARRAY['mental ohälsa', 'psykisk ohälsa', 'wellbeing', 'välmående', 'utbrändhet', 'burnout', 'ångest', 'anxiety']),
  ('Music', 'Musik', ARRAY['musiker', 'musician', 'låtskrivare', 'songwriter']),
  ('Nature', 'Natur', ARRAY['friluftsliv', 'outdoors', 'djur', 'animals']),
  ('Neuroscience', 'Neurovetenskap', ARRAY['hjärnan', 'the brain', 'hjärnforskning', 'brain research']),
  ('News', 'Nyheter', ARRAY['aktualiteter', 'current affairs', 'nyhetsanalys']),
  ('Nordic Culture', 'Nordisk kultur', ARRAY['norden', 'the nordics', 'skandinavien', 'scandinavia', 'scandinavian']),
  ('Nutrition', 'Kost och näring', ARRAY['kost', 'diet', 'dietist', 'dietitian', 'näringslära']),
  ('Parenting', 'Föräldraskap', ARRAY['föräldrar', 'parents', 'barnuppfostran', 'raising children']),
  ('Personal Finance', 'Privatekonomi', ARRAY['sparande', 'savings', 'pension', 'pensions', 'pensionssparande', 'budget', 'hushållsekonomi']),
  ('Philosophy', 'Filosofi', ARRAY['filosof', 'philosopher', 'etik', 'ethics']),
  ('Photography', 'Fotografi', ARRAY['foto', 'photo', 'fotograf', 'photographer']),
  ('Physics', 'Fysik', ARRAY['fysiker', 'physicist']),
  ('Politics', 'Politik', ARRAY['val', 'elections', 'statsvetenskap', 'political science', 'politiker', 'politician']),
  ('Product Management', 'Produktledning', ARRAY['produktchef', 'product manager', 'produktutveckling', 'product development']),
  ('Productivity', 'Produktivitet', ARRAY['effektivitet', 'efficiency', 'planering', 'planning']),
  ('Psychology', 'Psykologi', ARRAY['psykolog', 'psychologist', 'beteendevetenskap', 'behavioural science', 'terapi', 'therapy', 'terapeut', 'therapist']),
  ('Public Health', 'Folkhälsa', ARRAY['epidemiologi', 'epidemiology', 'prevention']),
  ('Public Speaking', 'Retorik', ARRAY['presentationsteknik', 'presentation skills', 'tala inför publik', 'speaking']),
  ('Real Estate', 'Fastigheter', ARRAY['bostäder', 'housing', 'bostadsmarknaden', 'housing market', 'fastighetsmäklare']),
  ('Relationships', 'Relationer', ARRAY['kärlek', 'love', 'parrelationer', 'dating', 'parterapi']),
  ('Religion & Spirituality', 'Religion och andlighet', ARRAY['religion', 'tro', 'faith', 'andlighet', 'spirituality']),
  ('Sales', 'Försäljning', ARRAY['sälj', 'säljare', 'salesperson', 'selling']),
  ('Science', 'Vetenskap', ARRAY['forskning', 'research', 'forskare', 'researcher', 'science']),
  ('Self-Improvement', 'Personlig utveckling', ARRAY['självutveckling', 'personal development', 'vanor', 'habits']),
  ('Society & Culture', 'Samhälle och kultur', ARRAY['samhälle', 'society', 'kultur', 'culture']),
  ('Software Development', 'Mjukvaruutveckling', ARRAY['programmering', 'programming', 'software engineering', 'systemutveckling', 'utvecklare', 'developer']),
  ('Space Exploration', 'Rymdforskning', ARRAY['rymden', 'space', 'rymdfart', 'spaceflight']),
  ('Sports', 'Sport', ARRAY['idrott', 'sports science', 'idrottsvetenskap', 'elitidrott', 'athletes']),
  ('Startups', 'Startups', ARRAY['startup', 'uppstartsbolag', 'tillväxtbolag', 'scaleups']),
  ('Supply Chain', 'Leveranskedjor', ARRAY['logistik', 'logistics', 'inköp', 'procurement']),
  ('Sustainability', 'Hållbarhet', ARRAY['hållbar utveckling', 'sustainable development', 'cirkulär ekonomi', 'circular economy']),
  ('Technology', 'Teknik', ARRAY['tech', 'teknologi', 'innovation']),
  ('Travel', 'Resor', ARRAY['resa', 'resande', 'turism', 'tourism', 'vandring', 'hiking']),
  ('True Crime', 'True crime', ARRAY['brott', 'kriminalfall', 'crime', 'mord', 'murder']),
  ('Urban Planning', 'Stadsplanering', ARRAY['städer', 'cities', 'samhällsplanering', 'stadsutveckling']),
  ('Venture Capital', 'Riskkapital', ARRAY['investerare', 'investor', 'vc', 'riskkapitalist', 'seed funding']);
--> statement-breakpoint
UPDATE expert_categories AS category SET name_sv = named.name_sv, topic_id = topics.id
FROM (VALUES
  ('Agriculture', 'Jordbruk', 'Agriculture'),
  ('Architecture', 'Arkitektur', 'Architecture'),
  ('Art', 'Konst', 'Art'),
  ('Artificial Intelligence', 'Artificiell intelligens', 'Artificial Intelligence'),
  ('Astronomy', 'Astronomi', 'Astronomy'),
  ('Biology', 'Biologi', 'Biology'),
  ('Blockchain', 'Blockkedjor', 'Blockchain'),
  ('Literature', 'Litteratur', 'Books & Literature'),
  ('Career Coaching', 'Karriärcoachning', 'Careers'),
  ('Chemistry', 'Kemi', 'Chemistry'),
  ('Climate Science', 'Klimatforskning', 'Climate & Environment'),
  ('Cybersecurity', 'Cybersäkerhet', 'Cybersecurity'),
  ('Data Science', 'Datavetenskap', 'Data Science'),
  ('Design', 'Design', 'Design'),
  ('Economics', 'Nationalekonomi', 'Economics'),
  ('Education', 'Utbildning', 'Education'),
  ('Energy', 'Energi', 'Energy'),
  ('Entrepreneurship', 'Entreprenörskap', 'Entrepreneurship'),
  ('Fashion', 'Mode', 'Fashion & Beauty'),
  ('Film', 'Film', 'Film & TV'),
  ('Fitness', 'Träning', 'Fitness'),
  ('Food & Cooking', 'Mat och matlagning', 'Food & Cooking'),
  ('Gaming', 'Spel', 'Gaming'),
  ('History', 'Historia', 'History'),
  ('Human Resources', 'HR', 'Human Resources'),
  ('Journalism', 'Journalistik', 'Journalism'),
  ('Law', 'Juridik', 'Law'),
  ('Leadership', 'Ledarskap', 'Leadership'),
  ('Linguistics', 'Lingvistik', 'Linguistics'),
  ('Marketing', 'Marknadsföring', 'Marketing'),
  ('Mathematics', 'Matematik', 'Mathematics'),
  ('Medicine', 'Medicin', 'Medicine'),
  ('Mental Health', 'Psykisk hälsa', 'Mental Health'),
  ('Music', 'Musik', 'Music'),
  ('Neuroscience', 'Neurovetenskap', 'Neuroscience'),
  ('Nordic Culture', 'Nordisk kultur', 'Nordic Culture'),
  ('Nutrition', 'Kost och näring', 'Nutrition'),
  ('Parenting', 'Föräldraskap', 'Parenting'),
  ('Personal Finance', 'Privatekonomi', 'Personal Finance'),
  ('Philosophy', 'Filosofi', 'Philosophy'),
  ('Photography', 'Fotografi', 'Photography'),
  ('Physics', 'Fysik', 'Physics'),
  ('Politics', 'Politik', 'Politics'),
  ('Product Management', 'Produktledning', 'Product Management'),
  ('Psychology', 'Psykologi', 'Psychology'),
  ('Public Health', 'Folkhälsa', 'Public Health'),
  ('Public Speaking', 'Retorik', 'Public Speaking'),
  ('Real Estate', 'Fastigheter', 'Real Estate'),
  ('Relationships', 'Relationer', 'Relationships'),
  ('Religion', 'Religion', 'Religion & Spirituality'),
  ('Sales', 'Försäljning', 'Sales'),
  ('Software Engineering', 'Mjukvaruteknik', 'Software Development'),
  ('Space Exploration', 'Rymdforskning', 'Space Exploration'),
  ('Sports Science', 'Idrottsvetenskap', 'Sports'),
  ('Startups', 'Startups', 'Startups'),
  ('Supply Chain', 'Leveranskedjor', 'Supply Chain'),
  ('Sustainability', 'Hållbarhet', 'Sustainability'),
  ('Travel', 'Resor', 'Travel'),
  ('Urban Planning', 'Stadsplanering', 'Urban Planning'),
  ('Venture Capital', 'Riskkapital', 'Venture Capital')
) AS named (name, name_sv, topic)
JOIN topics ON topics.name_en = named.topic
WHERE category.name = named.name;
--> statement-breakpoint
UPDATE expert_categories SET name_sv = name WHERE name_sv IS NULL;--> statement-breakpoint
ALTER TABLE "expert_categories" ALTER COLUMN "name_sv" SET NOT NULL;
--> statement-breakpoint
UPDATE categories AS category SET name_sv = named.name_sv, topic_id = topics.id
FROM (VALUES
  ('Architecture', 'Arkitektur', 'Architecture'),
  ('Arts', 'Konst', 'Art'),
  ('Artificial Intelligence', 'Artificiell intelligens', 'Artificial Intelligence'),
  ('Astronomy', 'Astronomi', 'Astronomy'),
  ('Books', 'Böcker', 'Books & Literature'),
  ('Business', 'Företagande', 'Business'),
  ('Careers', 'Karriär', 'Careers'),
  ('Climate & Environment', 'Klimat och miljö', 'Climate & Environment'),
  ('Comedy', 'Humor', 'Comedy'),
  ('Cybersecurity', 'Cybersäkerhet', 'Cybersecurity'),
  ('Design', 'Design', 'Design'),
  ('Education', 'Utbildning', 'Education'),
  ('Entrepreneurship', 'Entreprenörskap', 'Entrepreneurship'),
  ('Fashion & Beauty', 'Mode och skönhet', 'Fashion & Beauty'),
  ('Fiction', 'Skönlitteratur', 'Fiction'),
  ('Film History', 'Filmhistoria', 'Film & TV'),
  ('TV & Film', 'Tv och film', 'Film & TV'),
  ('Health & Fitness', 'Hälsa och träning', 'Fitness'),
  ('Food', 'Mat', 'Food & Cooking'),
  ('Gaming', 'Spel', 'Gaming'),
  ('Government', 'Offentlig sektor', 'Government'),
  ('History', 'Historia', 'History'),
  ('Investing', 'Investeringar', 'Investing'),
  ('Kids & Family', 'Barn och familj', 'Kids & Family'),
  ('Language Learning', 'Språkinlärning', 'Language Learning'),
  ('Leadership', 'Ledarskap', 'Leadership'),
  ('Leisure', 'Fritid', 'Leisure'),
  ('Local News (Sweden)', 'Lokala nyheter (Sverige)', 'Local News (Sweden)'),
  ('Marketing', 'Marknadsföring', 'Marketing'),
  ('Mathematics', 'Matematik', 'Mathematics'),
  ('Medicine', 'Medicin', 'Medicine'),
  ('Mental Health', 'Psykisk hälsa', 'Mental Health'),
  ('Music', 'Musik', 'Music'),
  ('Nature', 'Natur', 'Nature'),
  ('News', 'Nyheter', 'News'),
  ('Nordic Culture', 'Nordisk kultur', 'Nordic Culture'),
  ('Nutrition', 'Kost och näring', 'Nutrition'),
  ('Parenting', 'Föräldraskap', 'Parenting'),
  ('Personal Finance', 'Privatekonomi', 'Personal Finance'),
  ('Philosophy', 'Filosofi', 'Philosophy'),
  ('Politics', 'Politik', 'Politics'),
  ('Productivity', 'Produktivitet', 'Productivity'),
  ('Psychology', 'Psykologi', 'Psychology'),
  ('Relationships', 'Relationer', 'Relationships'),
  ('Religion & Spirituality', 'Religion och andlighet', 'Religion & Spirituality'),
  ('Science', 'Vetenskap', 'Science'),
  ('Self-Improvement', 'Personlig utveckling', 'Self-Improvement'),
  ('Society & Culture', 'Samhälle och kultur', 'Society & Culture'),
  ('Software Development', 'Mjukvaruutveckling', 'Software Development'),
  ('Sports', 'Sport', 'Sports'),
  ('Startups', 'Startups', 'Startups'),
  ('Sustainability', 'Hållbarhet', 'Sustainability'),
  ('Technology', 'Teknik', 'Technology'),
  ('Travel', 'Resor', 'Travel'),
  ('True Crime', 'True crime', 'True Crime')
) AS named (name, name_sv, topic)
JOIN topics ON topics.name_en = named.topic
WHERE category.name = named.name;
--> statement-breakpoint
UPDATE categories SET name_sv = name WHERE name_sv IS NULL;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name_sv" SET NOT NULL;
--> statement-breakpoint
-- Remembers the words of the rows a statement wrote (their documents' lexemes of 4 to 40 letters), in word order so
-- that two writers take the same locks in the same order. Words are never forgotten: a stale one only costs a typo
-- candidate that matches nothing.
CREATE FUNCTION podbridge_remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT lexeme FROM new_rows, unnest(tsvector_to_array(new_rows.search_document)) AS lexeme
    WHERE length(lexeme) BETWEEN 4 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
    ORDER BY lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER expert_profiles_search_words_insert AFTER INSERT ON expert_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_remember_search_words();
--> statement-breakpoint
CREATE TRIGGER expert_profiles_search_words_update AFTER UPDATE ON expert_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_remember_search_words();
--> statement-breakpoint
CREATE TRIGGER podcasts_search_words_insert AFTER INSERT ON podcasts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_remember_search_words();
--> statement-breakpoint
CREATE TRIGGER podcasts_search_words_update AFTER UPDATE ON podcasts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_remember_search_words();
--> statement-breakpoint
CREATE TRIGGER topics_search_words_insert AFTER INSERT ON topics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_remember_search_words();
--> statement-breakpoint
CREATE TRIGGER topics_search_words_update AFTER UPDATE ON topics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION podbridge_remember_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM (
    SELECT search_document FROM topics
    UNION ALL SELECT search_document FROM expert_profiles
    UNION ALL SELECT search_document FROM podcasts
  ) AS documents, unnest(tsvector_to_array(documents.search_document)) AS lexeme
  WHERE length(lexeme) BETWEEN 4 AND 40 AND lexeme ~ '^[[:alpha:]]+$'
  ON CONFLICT DO NOTHING;
