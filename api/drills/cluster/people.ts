/**
 * The drill's simulated people: anonymous visitors browsing the directories, and signed-in podcasters and experts
 * (each with a fresh account, made through the API) who also read their messages and bookings and write: messages
 * to their partner, comments, likes and, for podcasters, booking invitations. Every write is recorded with what
 * the API acknowledged (its id), or as of unknown outcome when no answer came.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../src/demo/seed';
import { Client, loopbackAddress, type Answer } from './client';
import { sleep } from './infra';

/** How long a person looks at a page before the next click (as in bench/load.ts). */
const THINK_MIN_MS = 1000;
const THINK_MAX_MS = 4000;
const PASSWORD = 'Drill-password-2026';
const SEARCHES = ['pod', 'hälsa', 'ai', 'historia', 'mat', 'anna', 'ekonomi', 'sömn'];
/** The podcasts a person likes and unlikes, few enough that a like is often taken back. */
const LIKED_PER_PERSON = 4;

export type Role = 'visitor' | 'podcaster' | 'expert';

export interface Person {
  index: number;
  role: Role;
  client: Client;
  userId: number;
  partner: Person | undefined;
  /** A podcaster's own approved podcast, which their invitations are for. */
  podcastId: number | undefined;
  username: string;
}

/** One request as its person saw it. */
export interface Outcome {
  /** Drill milliseconds when it was sent. */
  at: number;
  ms: number;
  kind: string;
  write: boolean;
  status: number;
  servedBy: string;
  requestId: string;
  failure: string;
  /** The API's (or the load balancer's) error code, '' when none. */
  code: string;
}

export interface Ledger {
  messages: { id: number; tag: string; senderId: number; receiverId: number }[];
  comments: { id: number; tag: string; userId: number; podcastId: number }[];
  bookings: { id: number; tag: string; podcasterId: number; expertId: number; slots: number }[];
  /** Writes that got no answer, or a 5xx: they may or may not have happened (their tag tells). */
  unknown: { kind: string; tag: string; at: number; status: number }[];
  /** Each (user, podcast) like's last attempt: the state the API answered, or unknown when no answer came. */
  likes: Map<string, { userId: number; podcastId: number; state: 'liked' | 'unliked' | 'unknown' }>;
}

export interface Catalogue {
  podcastIds: number[];
  /** Experts with a published profile, open to bookings: whom podcasters invite. */
  expertUserIds: number[];
  expertProfileIds: number[];
  categoryId: number;
}

const emailOf = (username: string) => `${username}@drill.example.se`;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function expect(answer: Answer, status: number, what: string): Record<string, unknown> {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status || answer.failure} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body as Record<string, unknown>;
}

/** The demo catalogue as an anonymous visitor sees it. */
export async function readCatalogue(client: Client): Promise<Catalogue> {
  const podcasts = expect(await client.call('GET', '/podcasts/?page_size=100'), 200, 'podcast listing');
  const experts = expect(await client.call('GET', '/experts/?page_size=100'), 200, 'expert listing');
  const categories = (await client.call('GET', '/podcasts/categories/')).body;
  const categoryList = (Array.isArray(categories) ? categories : (categories as { results: { id: number }[] }).results) as { id: number }[];
  const expertRows = experts.results as { id: number; user: { id: number }; is_available: boolean }[];
  return {
    podcastIds: (podcasts.results as { id: number }[]).map((podcast) => podcast.id),
    expertUserIds: expertRows.filter((expert) => expert.is_available).map((expert) => expert.user.id),
    expertProfileIds: expertRows.map((expert) => expert.id),
    categoryId: categoryList[0]!.id,
  };
}

/** The latest verification link mailed to `username`, from whichever instance's outbox holds it. */
async function verificationToken(outboxes: string[], username: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    // Named `<time>-<address>.eml`: the whole address, so drill_x_5 never takes drill_x_51's mail; the latest last.
    const files: { outbox: string; file: string }[] = [];
    for (const outbox of outboxes) {
      for (const file of await readdir(outbox).catch(() => [] as string[])) if (file.endsWith(`-${emailOf(username)}.eml`)) files.push({ outbox, file });
    }
    const latest = files.sort((a, b) => a.file.localeCompare(b.file)).at(-1);
    if (latest) {
      const text = (await readFile(path.join(latest.outbox, latest.file), 'utf8')).replace(/=\r?\n/g, '');
      const token = /verify-email\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await sleep(100);
  }
  throw new Error(`no verification email for ${username} in ${outboxes.join(', ')}`);
}

/**
 * Opens the emailed link. The email is written while its link is being stored (the job sending it commits the link
 * after the send), so a link opened within milliseconds may not be valid yet: the drill, faster than any person,
 * tries again for a few seconds.
 */
async function verifyEmail(client: Client, outboxes: string[], username: string, onEarlyLink: () => void): Promise<void> {
  let last: Answer | undefined;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    last = await client.call('GET', `/users/verify-email/${await verificationToken(outboxes, username)}/`);
    if (last.status === 200) return;
    if (attempt === 0) onEarlyLink();
    if (last.status !== 400) break;
    await sleep(200);
  }
  expect(last!, 200, `email verification of ${username}`);
}

export interface SetupOptions {
  base: URL;
  runId: string;
  users: number;
  /** The instances' outbox folders, where verification emails land. */
  outboxes: string[];
  catalogue: Catalogue;
  log: (line: string) => void;
  /** A verification link that did not work yet when opened the moment its email was written. */
  onEarlyLink: () => void;
}

/**
 * Makes the people: a quarter anonymous visitors, the rest podcaster–expert pairs, each signed up through the API
 * (registration, the emailed link, sign-in); each podcaster also makes a profile and a podcast the admin approves.
 */
export async function makePeople(options: SetupOptions): Promise<Person[]> {
  const { base, runId, catalogue } = options;
  const admin = new Client(base, '127.0.0.1', `drill-admin-${runId}`);
  admin.token = String(expect(await admin.call('POST', '/users/login/', { username: DEMO_ADMIN, password: DEMO_PASSWORD }), 200, 'admin sign-in').access);
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } }).png().toBuffer();

  const visitors = Math.floor(options.users / 4);
  const signedIn = options.users - visitors - ((options.users - visitors) % 2);
  const people: Person[] = [];
  for (let index = 0; index < visitors + signedIn; index += 1) {
    const role: Role = index < visitors ? 'visitor' : (index - visitors) % 2 === 0 ? 'podcaster' : 'expert';
    people.push({
      index,
      role,
      client: new Client(base, loopbackAddress(index), `drill-${runId}-p${index}`),
      userId: 0,
      partner: undefined,
      podcastId: undefined,
      username: role === 'visitor' ? '' : `drill_${runId}_${index}`,
    });
  }
  const accounts = people.filter((person) => person.role !== 'visitor');
  for (let at = 0; at + 1 < accounts.length; at += 2) {
    accounts[at]!.partner = accounts[at + 1];
    accounts[at + 1]!.partner = accounts[at];
  }

  let done = 0;
  const signUp = async (person: Person) => {
    const { client, username } = person;
    expect(
      await client.call('POST', '/users/register/', { username, email: emailOf(username), password: PASSWORD, user_type: person.role }),
      201,
      `registration of ${username}`,
    );
    await verifyEmail(client, options.outboxes, username, options.onEarlyLink);
    const login = expect(await client.call('POST', '/users/login/', { username, password: PASSWORD }), 200, `sign-in of ${username}`);
    client.token = String(login.access);
    person.userId = Number((login.user as { id: number }).id);
    if (person.role === 'podcaster') {
      const profile = new FormData();
      profile.append('bio', 'Drill host, load-balanced.');
      profile.append('profile_picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
      expect(await client.call('POST', '/podcasts/profile/create/', profile), 201, `profile of ${username}`);
      const podcast = expect(
        await client.call('POST', '/podcasts/create/', { title: `Drill show ${runId} ${person.index}`, description: 'A show made by the cluster drill.', category_id: catalogue.categoryId }),
        201,
        `podcast of ${username}`,
      );
      person.podcastId = Number(podcast.id);
      expect(await admin.call('POST', `/podcasts/${person.podcastId}/approve/`, {}), 200, `approval of podcast ${person.podcastId}`);
    }
    done += 1;
    if (done % 25 === 0) options.log(`  ${done}/${accounts.length} accounts ready`);
  };
  // A few at a time: each sign-up hashes a password, and the machine is shared.
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < accounts.length) await signUp(accounts[next++]!);
    }),
  );
  admin.close();
  return people;
}

/** Two different future times, a week to two months ahead, on the hour (the booking form's local times). */
function futureSlots(): string[] {
  const first = 7 + Math.floor(Math.random() * 50);
  const hours = [9, 10, 13, 14, 15];
  const slot = (days: number) => {
    const day = new Date(Date.now() + days * 86_400_000);
    return `${day.toISOString().slice(0, 10)}T${String(pick(hours)).padStart(2, '0')}:00`;
  };
  return [slot(first), slot(first + 1)];
}

export interface RunOptions {
  catalogue: Catalogue;
  runId: string;
  /** Drill milliseconds now. */
  clock: () => number;
  /** Drill milliseconds to stop at. */
  until: number;
  record: (outcome: Outcome) => void;
  ledger: Ledger;
}

type Step = { kind: string; weight: number; write?: boolean; run: () => Promise<Answer>; after?: (answer: Answer) => void };

/** One person's session until `until`: a click, a pause of one to four seconds, the next click. */
export async function simulate(person: Person, options: RunOptions): Promise<void> {
  const { catalogue, ledger, runId } = options;
  const { client } = person;
  const anonymous = person.role === 'visitor';
  const liked = Array.from({ length: LIKED_PER_PERSON }, () => pick(catalogue.podcastIds));
  let serial = 0;
  const tag = () => `drill-${runId}-p${person.index}-w${(serial += 1)}`;

  const reads: Step[] = [
    { kind: 'podcast listing', weight: 3, run: () => client.call('GET', `/podcasts/?page=${1 + Math.floor(Math.random() * 3)}`) },
    { kind: 'podcast search', weight: 2, run: () => client.call('GET', `/podcasts/?search=${encodeURIComponent(pick(SEARCHES))}`) },
    { kind: 'expert listing', weight: 2, run: () => client.call('GET', '/experts/') },
    { kind: 'expert search', weight: 2, run: () => client.call('GET', `/experts/?search=${encodeURIComponent(pick(SEARCHES))}`) },
    { kind: 'podcast page', weight: 3, run: () => client.call('GET', `/podcasts/${pick(catalogue.podcastIds)}/`) },
    { kind: 'comments', weight: 2, run: () => client.call('GET', `/podcasts/${pick(catalogue.podcastIds)}/comments/`) },
    { kind: 'expert page', weight: 2, run: () => client.call('GET', `/experts/profiles/${pick(catalogue.expertProfileIds)}/`) },
    { kind: 'featured', weight: 1, run: () => client.call('GET', '/podcasts/featured/') },
  ];
  const steps: Step[] = [...reads];
  if (!anonymous) {
    const partner = person.partner!;
    steps.push(
      { kind: 'conversations', weight: 2, run: () => client.call('GET', '/user_messages/conversations/') },
      { kind: 'chat', weight: 2, run: () => client.call('GET', `/user_messages/chat_with_user/?user_id=${partner.userId}`) },
      { kind: 'bookings', weight: 1, run: () => client.call('GET', `/bookings/?view=${pick(['waiting', 'upcoming', 'past'])}`) },
      { kind: 'bookings summary', weight: 1, run: () => client.call('GET', '/bookings/summary/') },
    );
    let messageTag = '';
    steps.push({
      kind: 'send message',
      weight: person.role === 'expert' ? 3 : 2,
      write: true,
      run: () => client.call('POST', '/user_messages/', { receiver_id: partner.userId, content: `Hej! Hur låter tisdag? (${(messageTag = tag())})` }),
      after: (answer) => {
        if (answer.status === 201) {
          ledger.messages.push({ id: Number((answer.body as { id: number }).id), tag: messageTag, senderId: person.userId, receiverId: partner.userId });
        } else if (answer.status === 0 || answer.status >= 500) ledger.unknown.push({ kind: 'message', tag: messageTag, at: options.clock(), status: answer.status });
      },
    });
    let commentTag = '';
    let commentPodcast = 0;
    steps.push({
      kind: 'comment',
      weight: 1,
      write: true,
      run: () => client.call('POST', `/podcasts/${(commentPodcast = pick(catalogue.podcastIds))}/comments/`, { content: `Bra avsnitt! (${(commentTag = tag())})` }),
      after: (answer) => {
        if (answer.status === 201) {
          ledger.comments.push({ id: Number((answer.body as { id: number }).id), tag: commentTag, userId: person.userId, podcastId: commentPodcast });
        } else if (answer.status === 0 || answer.status >= 500) ledger.unknown.push({ kind: 'comment', tag: commentTag, at: options.clock(), status: answer.status });
      },
    });
    let likePodcast = 0;
    steps.push({
      kind: 'like',
      weight: 2,
      write: true,
      run: () => client.call('POST', `/podcasts/${(likePodcast = pick(liked))}/like/`),
      after: (answer) => {
        const key = `${person.userId}:${likePodcast}`;
        if (answer.status === 200) {
          ledger.likes.set(key, { userId: person.userId, podcastId: likePodcast, state: (answer.body as { status: 'liked' | 'unliked' }).status });
        } else if (answer.status === 0 || answer.status >= 500) {
          ledger.likes.set(key, { userId: person.userId, podcastId: likePodcast, state: 'unknown' });
        }
      },
    });
    if (person.role === 'podcaster') {
      let bookingTag = '';
      let expertId = 0;
      steps.push({
        kind: 'booking invitation',
        weight: 1,
        write: true,
        run: () =>
          client.call('POST', '/bookings/', {
            podcast_id: person.podcastId,
            expert_id: (expertId = pick(catalogue.expertUserIds)),
            topic: `Sömn och stress (${(bookingTag = tag())})`,
            format: 'remote',
            slots: futureSlots(),
          }),
        after: (answer) => {
          if (answer.status === 201) {
            ledger.bookings.push({ id: Number((answer.body as { id: number }).id), tag: bookingTag, podcasterId: person.userId, expertId, slots: 2 });
          } else if (answer.status === 0 || answer.status >= 500) ledger.unknown.push({ kind: 'booking', tag: bookingTag, at: options.clock(), status: answer.status });
        },
      });
    }
  }
  const bag = steps.flatMap((step) => Array.from({ length: step.weight }, () => step));

  // People arrive over the first few seconds, not all in the same millisecond.
  await sleep(Math.random() * THINK_MAX_MS);
  while (options.clock() < options.until) {
    const step = pick(bag);
    const at = options.clock();
    const begin = performance.now();
    const answer = await step.run();
    const ms = performance.now() - begin;
    step.after?.(answer);
    const body = answer.body as { code?: unknown } | null;
    options.record({
      at,
      ms,
      kind: step.kind,
      write: step.write === true,
      status: answer.status,
      servedBy: answer.servedBy,
      requestId: answer.requestId,
      failure: answer.failure,
      code: typeof body === 'object' && body !== null && typeof body.code === 'string' ? body.code : '',
    });
    await sleep(THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS));
  }
}
