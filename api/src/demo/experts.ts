/**
 * The demo experts: username, name, years of experience, expertise, talking points, expert categories (names seeded by
 * migration 0007) and a short bio (Swedish or English, as people write them). All are approved.
 */
export interface DemoExpert {
  username: string;
  name: string;
  years: number;
  expertise: string[];
  talkingPoints: string[];
  categories: string[];
  bio: string;
}

export const DEMO_EXPERTS: DemoExpert[] = [
  { username: 'dr_astrid_nyman', name: 'Astrid Nyman', years: 18, expertise: ['Machine Learning', 'AI Ethics'], talkingPoints: ['AI i vården', 'Vad AI inte kan', 'Machine learning explained'], categories: ['Artificial Intelligence', 'Data Science'], bio: 'Forskare i maskininlärning vid KTH. Pratar gärna om vad AI kan – och inte kan – göra.' },
  { username: 'lars.ohman', name: 'Lars Öhman', years: 25, expertise: ['Climate Modelling', 'Arctic Ice'], talkingPoints: ['Isen i Arktis', 'Klimatmodeller', 'Climate change in the Nordics'], categories: ['Climate Science', 'Sustainability'], bio: 'Klimatforskare i Göteborg som har mätt isen i Arktis i tjugo år.' },
  { username: 'maria_dahl', name: 'Maria Dahl', years: 12, expertise: ['Sports Nutrition', 'Plant-based Diets'], talkingPoints: ['Kost för idrottare', 'Växtbaserad mat', 'Protein myths'], categories: ['Nutrition', 'Fitness'], bio: 'Leg. dietist som hjälper elitidrottare och vanliga motionärer att äta bättre.' },
  { username: 'henrik_strom', name: 'Henrik Ström', years: 15, expertise: ['Index Funds', 'Pensions', 'Household Budgets'], talkingPoints: ['Pensionssparande', 'Fonder för nybörjare', 'Hushållets budget'], categories: ['Personal Finance', 'Economics'], bio: 'Privatekonom som förklarar sparande och pension utan krångel.' },
  { username: 'nadia_rahimi', name: 'Nadia Rahimi', years: 10, expertise: ['Cognitive Behavioural Therapy', 'Stress'], talkingPoints: ['Stress och utmattning', 'Mental health at work', 'Anxiety in teenagers'], categories: ['Psychology', 'Mental Health'], bio: 'Psychologist in Stockholm working with stress, anxiety and burnout.' },
  { username: 'gustav.wiberg', name: 'Gustav Wiberg', years: 30, expertise: ['Viking Age', 'Medieval Scandinavia'], talkingPoints: ['Vikingatiden', 'Medeltidens Sverige', 'Myths about the Vikings'], categories: ['History', 'Nordic Culture'], bio: 'Historiker från Uppsala med vikingatiden som specialitet.' },
  { username: 'emily_carter', name: 'Emily Carter', years: 14, expertise: ['Brand Strategy', 'Content Marketing'], talkingPoints: ['Brand building', 'Content that sells', 'Marketing in the Nordics'], categories: ['Marketing', 'Sales'], bio: 'Brand strategist who has launched products for Nordic and US companies.' },
  { username: 'per_akesson', name: 'Per Åkesson', years: 22, expertise: ['Change Management', 'Team Building'], talkingPoints: ['Ledarskap i kris', 'Omorganisationer', 'Building teams that trust'], categories: ['Leadership', 'Human Resources'], bio: 'Ledarskapskonsult som har coachat chefer genom omorganisationer och kriser.' },
  { username: 'sanna_lind', name: 'Sanna Lind', years: 9, expertise: ['Penetration Testing', 'Incident Response'], talkingPoints: ['Etisk hackning', 'Ransomware', 'Security for small businesses'], categories: ['Cybersecurity', 'Software Engineering'], bio: 'Etisk hackare som hjälper företag att hitta hålen innan någon annan gör det.' },
  { username: 'dr_omar_farah', name: 'Omar Farah', years: 20, expertise: ['Cardiology', 'Preventive Medicine'], talkingPoints: ['Hjärthälsa', 'Förebyggande vård', 'Heart health after 60'], categories: ['Medicine', 'Public Health'], bio: 'Kardiolog i Malmö som brinner för förebyggande vård.' },
  { username: 'johanna_krantz', name: 'Johanna Krantz', years: 16, expertise: ['Contract Law', 'GDPR'], talkingPoints: ['GDPR i praktiken', 'Avtal för startups', 'Contracts founders sign'], categories: ['Law', 'Startups'], bio: 'Affärsjurist som hjälper startups med avtal och dataskydd.' },
  { username: 'mikael.berglund', name: 'Mikael Berglund', years: 19, expertise: ['Bootstrapping', 'SaaS'], talkingPoints: ['Att sälja sitt bolag', 'Bootstrapping', 'Mistakes founders make'], categories: ['Entrepreneurship', 'Startups'], bio: 'Grundare av tre bolag, varav ett såldes. Delar gärna misstagen.' },
  { username: 'elsa_norberg', name: 'Elsa Norberg', years: 11, expertise: ['Endurance Training', 'Recovery'], talkingPoints: ['Återhämtning', 'Längdskidåkning', 'Endurance training science'], categories: ['Sports Science', 'Fitness'], bio: 'Idrottsforskare som studerar återhämtning hos längdskidåkare.' },
  { username: 'tobias_franzen', name: 'Tobias Franzén', years: 8, expertise: ['Toddlers', 'Sleep'], talkingPoints: ['Barns psykiska hälsa', 'Sömn hos småbarn', 'Trots och gränser'], categories: ['Parenting', 'Psychology'], bio: 'Barnpsykolog och pappa till tre. Om sömn, trots och skärmtid.' },
  { username: 'ingrid_sund', name: 'Ingrid Sund', years: 27, expertise: ['Pedagogy', 'Digital Learning'], talkingPoints: ['Skärmar i skolan', 'Hur barn lär sig', 'Digital learning'], categories: ['Education'], bio: 'Lärare och skolforskare som undersöker hur barn lär sig med och utan skärmar.' },
  { username: 'arvid_holmberg', name: 'Arvid Holmberg', years: 13, expertise: ['Scandinavian Furniture', 'UX Design'], talkingPoints: ['Skandinavisk design', 'UX för alla', 'Furniture that lasts'], categories: ['Design', 'Architecture'], bio: 'Designer som rör sig mellan möbler och digitala produkter.' },
  { username: 'linnea.fors', name: 'Linnea Fors', years: 17, expertise: ['Songwriting', 'Music Production'], talkingPoints: ['Låtskrivande', 'Musikproduktion', 'Life as a songwriter'], categories: ['Music'], bio: 'Låtskrivare och producent bakom flera svenska listettor.' },
  { username: 'jakob_seger', name: 'Jakob Seger', years: 21, expertise: ['Film History', 'Documentary'], talkingPoints: ['Ingmar Bergman', 'Dokumentärfilm', 'Film history'], categories: ['Film', 'Journalism'], bio: 'Dokumentärfilmare och filmhistoriker med Bergman som ständig följeslagare.' },
  { username: 'helena_varg', name: 'Helena Varg', years: 24, expertise: ['Crime Fiction', 'Creative Writing'], talkingPoints: ['Deckare', 'Att skriva en roman', 'Crime fiction in Norrland'], categories: ['Literature'], bio: 'Författare till sju deckare som utspelar sig i Norrland.' },
  { username: 'samuel_eriksson', name: 'Samuel Eriksson', years: 15, expertise: ['Ethics', 'Philosophy of Mind'], talkingPoints: ['Fri vilja', 'Medvetande', 'Ethics in everyday life'], categories: ['Philosophy'], bio: 'Filosof vid Lunds universitet. Fri vilja, medvetande och moral.' },
  { username: 'freja_lundin', name: 'Freja Lundin', years: 12, expertise: ['Swedish Politics', 'Elections'], talkingPoints: ['Svenska val', 'Opinionsmätningar', 'How Swedes vote'], categories: ['Politics', 'Journalism'], bio: 'Statsvetare som analyserar svenska val och opinionsmätningar.' },
  { username: 'viktor_ahl', name: 'Viktor Ahl', years: 19, expertise: ['Exoplanets', 'Telescopes'], talkingPoints: ['Exoplaneter', 'Liv i rymden', 'Telescopes explained'], categories: ['Astronomy', 'Physics'], bio: 'Astronom som letar efter planeter runt andra stjärnor.' },
  { username: 'dr_klara_moberg', name: 'Klara Moberg', years: 14, expertise: ['Memory', 'Brain Imaging'], talkingPoints: ['Minnet', 'Hjärnan och sömn', 'How memory works'], categories: ['Neuroscience', 'Biology'], bio: 'Hjärnforskare vid Karolinska som studerar hur minnet fungerar.' },
  { username: 'oliver_brandt', name: 'Oliver Brandt', years: 10, expertise: ['Housing Market', 'Property Investment'], talkingPoints: ['Räntor och bolån', 'Bostadspriser', 'Downsizing as a pensioner'], categories: ['Real Estate', 'Personal Finance'], bio: 'Bostadsekonom som förklarar räntor och bostadspriser.' },
  { username: 'amira_hussein', name: 'Amira Hussein', years: 7, expertise: ['TypeScript', 'PostgreSQL', 'Open Source'], talkingPoints: ['Open source', 'PostgreSQL', 'Women in tech'], categories: ['Software Engineering', 'Data Science'], bio: 'Software engineer and open-source maintainer based in Umeå.' },
  { username: 'erik_palm', name: 'Erik Palm', years: 6, expertise: ['Smart Contracts', 'Digital Currencies'], talkingPoints: ['Blockkedjor utan hype', 'Kryptovalutor', 'Smart contracts'], categories: ['Blockchain', 'Venture Capital'], bio: 'Skeptical blockchain researcher who separates hype from useful technology.' },
  { username: 'cecilia_ros', name: 'Cecilia Ros', years: 20, expertise: ['Speech Training', 'Storytelling'], talkingPoints: ['Retorik', 'Att tala inför publik', 'Storytelling'], categories: ['Public Speaking', 'Career Coaching'], bio: 'Retorikcoach som har tränat allt från vd:ar till sommarpratare.' },
  { username: 'anders_kvist', name: 'Anders Kvist', years: 26, expertise: ['Hiking', 'Sustainable Travel'], talkingPoints: ['Kungsleden', 'Vandring i fjällen', 'Sustainable travel'], categories: ['Travel', 'Nordic Culture'], bio: 'Guide i fjällen och författare till vandringsböcker om Kungsleden.' },
  { username: 'ylva_hedman', name: 'Ylva Hedman', years: 18, expertise: ['Fermentation', 'Nordic Cuisine'], talkingPoints: ['Fermentering', 'Nordisk mat', 'Food waste'], categories: ['Food & Cooking', 'Nordic Culture'], bio: 'Kock och matskribent som fermenterar allt som går.' },
  { username: 'ronja_blix', name: 'Ronja Blix', years: 9, expertise: ['Portrait Photography', 'Light'], talkingPoints: ['Porträttfotografi', 'Nordiskt ljus', 'Photography on a phone'], categories: ['Photography', 'Art'], bio: 'Fotograf som porträtterar människor i det nordiska ljuset.' },
  { username: 'leo_sandell', name: 'Leo Sandell', years: 11, expertise: ['Seed Investing', 'Fundraising'], talkingPoints: ['Att pitcha', 'Riskkapital', 'Fundraising for first-time founders'], categories: ['Venture Capital', 'Startups'], bio: 'Investor at a Stockholm seed fund. Ask me how to pitch.' },
  { username: 'tove_lindahl', name: 'Tove Lindahl', years: 13, expertise: ['Couples Therapy', 'Communication'], talkingPoints: ['Parterapi', 'Konflikter i relationer', 'Love and communication'], categories: ['Relationships', 'Mental Health'], bio: 'Parterapeut som pratar om kärlek, konflikter och att hålla ihop.' },
];

export const EXPERT_COMMENTS = [
  'Fantastisk gäst – vi bokade henne direkt!',
  'Super knowledgeable and easy to talk to.',
  'Vilken kunskap! Hoppas på fler avsnitt tillsammans.',
  'Clear explanations, our listeners loved it.',
  'Rekommenderas varmt till alla poddar om ämnet.',
];
