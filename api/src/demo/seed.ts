import { count, eq } from 'drizzle-orm';
import { categories, expertCategories, podcastFeeds, podcasts, topics, users } from '../db/schema';
import { parseFeed } from '../modules/feeds/parseFeed';
import { FEED_REFRESH_EVERY_MS, scheduleFeedRefresh } from '../modules/feeds/schedule';
import { attachFeed } from '../modules/feeds/service';
import { DEMO_FEEDS, DEMO_FEEDS_PORT, demoFeedPath, demoFeedXml } from './feeds';
import { expertTarget } from '../modules/experts/socialRoutes';
import { createExpert } from '../modules/experts/service';
import { moderate } from '../modules/admin/content';
import type { AuthenticatedUser } from '../plugins/auth';
import { createPodcast } from '../modules/podcasts/service';
import { createProfile } from '../modules/podcasts/profiles';
import { podcastTarget } from '../modules/podcasts/socialRoutes';
import type { PodcastsContext } from '../modules/podcasts/views';
import { addComment } from '../modules/social/comments';
import { toggleLike } from '../modules/social/likes';
import { insertUser } from '../modules/users/accounts';
import { DEMO_EXPERTS, EXPERT_COMMENTS, type DemoExpert } from './experts';
import { seedBookings } from './bookings';
import { seedConversations } from './messages';
import { demoCover, demoPortrait } from './pictures';
import { DEMO_PODCASTERS } from './podcasters';
import { DEMO_GUEST_TOPICS, DEMO_PODCASTS } from './podcasts';

export const DEMO_PASSWORD = 'demo-password-2026';


/**
 * The demo shows that publish through a feed get it as if imported: their episodes and signals as the demo feed host
 * serves them today, verified where the demo says so, and read again daily by the jobs like any feed.
 */
async function seedFeeds(ctx: PodcastsContext, host: string): Promise<number> {
  const now = new Date();
  let linked = 0;
  for (const feed of DEMO_FEEDS) {
    const [podcast] = await ctx.db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.title, feed.title));
    if (!podcast) continue;
    const imported = {
      changed: true as const,
      url: `http://${host}${demoFeedPath(feed.title)}`,
      feed: parseFeed(demoFeedXml(feed, host, now)),
      validators: { etag: null, lastModified: null },
    };
    await ctx.db.transaction(async (tx) => {
      await attachFeed(tx, podcast.id, imported, now);
      if (feed.verified) await tx.update(podcastFeeds).set({ verifiedAt: now }).where(eq(podcastFeeds.podcastId, podcast.id));
      await scheduleFeedRefresh(tx, podcast.id, new Date(now.getTime() + FEED_REFRESH_EVERY_MS));
    });
    linked += 1;
  }
  return linked;
}
/** Every seventh podcast stays pending, so the admin queue has something in it. */
const PENDING_EVERY = 7;
/** The admin features the first few podcasts and experts, so the home page and /featured show them. */
const FEATURED_DEMO_ITEMS = 6;

const COMMENTS = [
  'Så bra avsnitt! Jag lyssnade två gånger.',
  'Great episode, thanks for the practical tips.',
  'Mer sånt här, tack! Kan ni göra en uppföljning?',
  'Jag håller inte med om allt, men det var intressant.',
  'This made my commute so much better.',
  'Vilken gäst! Var hittade ni henne?',
  'Lyssnade på tåget mellan Umeå och Luleå – perfekt längd.',
];
const REPLIES = [
  'Tack för att du lyssnar!',
  'Thank you! The next episode is out on Friday.',
  'Bra fråga – vi tar upp det nästa vecka.',
];

export interface SeedSummary {
  podcasters: number;
  podcasts: number;
  pending: number;
  experts: number;
  likes: number;
  comments: number;
}

/** A small deterministic random generator, so every seeded database looks the same. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const asViewer = (user: {
  id: number;
  username: string;
  email: string;
  userType: AuthenticatedUser['userType'];
  isAdmin: boolean;
}) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  userType: user.userType,
  isAdmin: user.isAdmin,
});

/** Number of podcasts already stored; the demo only goes into an empty catalogue. */
export async function existingPodcasts(ctx: PodcastsContext): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(podcasts);
  return row?.total ?? 0;
}

/**
 * Demo podcasters (verified, with profiles and pictures), their podcasts with generated covers (most approved),
 * likes and comments, then approved experts with pictures and categories (their own step, seedExperts).
 */
/** The demo's admin account (same password as every demo user). */
export const DEMO_ADMIN = 'demo_admin';

export async function seedDemo(
  ctx: PodcastsContext,
  log: (line: string) => void,
  /** Where the demo feed host serves the shows' feeds (see src/cli/demoFeeds.ts). */
  feedsHost = `127.0.0.1:${DEMO_FEEDS_PORT}`,
): Promise<SeedSummary> {
  const random = randomFrom(2026);
  const podcasters: AuthenticatedUser[] = [];
  for (const [index, demo] of DEMO_PODCASTERS.entries()) {
    const user = asViewer(
      await insertUser(
        ctx,
        {
          username: demo.username,
          email: `${demo.username}@demo.podbridge.se`,
          password: DEMO_PASSWORD,
          userType: 'podcaster',
        },
        { emailVerifiedAt: new Date() },
      ),
    );
    await createProfile(
      ctx,
      user,
      {
        bio: demo.bio,
        channel_name: demo.channel,
        website: `https://${demo.username.replace(/[._]/g, '-')}.example.se`,
      },
      await demoPortrait(index, 600),
    );
    podcasters.push(user);
  }
  log(`Created ${podcasters.length} podcasters with profiles.`);

  const categoryRows = await ctx.db.select().from(categories);
  const categoryIds = new Map(categoryRows.map((category) => [category.name, category.id]));
  const topicIds = new Map((await ctx.db.select().from(topics)).map((topic) => [topic.nameEn, topic.id]));
  // A show looks for guests on its category's topic and on any topics named for it in DEMO_GUEST_TOPICS.
  const guestTopicsOf = (title: string, category: string): number[] => {
    const own = categoryRows.find((row) => row.name === category)?.topicId;
    const extra = (DEMO_GUEST_TOPICS[title] ?? []).map((name) => topicIds.get(name)!);
    return [...new Set([...(own ? [own] : []), ...extra])];
  };
  // An admin to see the whole product with (approvals, the dashboard); an existing one is kept.
  let [admin] = await ctx.db.select().from(users).where(eq(users.isAdmin, true)).limit(1);
  if (!admin) {
    admin = await insertUser(
      ctx,
      { username: DEMO_ADMIN, email: `${DEMO_ADMIN}@demo.podbridge.se`, password: DEMO_PASSWORD, userType: 'listener' },
      { isAdmin: true, emailVerifiedAt: new Date() },
    );
    log(`Created the admin ${DEMO_ADMIN}.`);
  }
  const approver = asViewer(admin);
  const created: number[] = [];
  let pending = 0;
  for (const [index, [title, category, language, description]] of DEMO_PODCASTS.entries()) {
    const owner = podcasters[index % podcasters.length]!;
    const podcast = await createPodcast(
      ctx,
      owner,
      {
        title,
        description,
        category_id: categoryIds.get(category)!,
        language,
        audience_languages: language === 'English' ? ['en', 'sv'] : ['sv'],
        guest_topic_ids: guestTopicsOf(title, category),
        link: `https://podcasts.example.se/${index + 1}`,
      },
      await demoCover(title, index),
    );
    if (index % PENDING_EVERY === PENDING_EVERY - 1) pending += 1;
    else {
      await moderate(ctx, 'podcast', podcast.id, approver, 'approve', null, { notify: false });
      if (created.length < FEATURED_DEMO_ITEMS) await moderate(ctx, 'podcast', podcast.id, approver, 'feature', null, { notify: false });
      created.push(podcast.id);
    }
  }
  log(`Created ${DEMO_PODCASTS.length} podcasts with covers (${pending} pending approval).`);
  log(`Linked ${await seedFeeds(ctx, feedsHost)} podcasts to their RSS feeds (served by npm start on ${feedsHost}).`);

  let likes = 0;
  let comments = 0;
  for (const id of created) {
    const target = { kind: podcastTarget, id };
    for (const fan of podcasters) {
      if (random() < 0.3) {
        await toggleLike(ctx.db, target, fan);
        likes += 1;
      }
    }
    for (let i = 0; i < Math.floor(random() * 4); i += 1) {
      const author = podcasters[Math.floor(random() * podcasters.length)]!;
      const comment = await addComment(ctx, target, author, {
        content: COMMENTS[Math.floor(random() * COMMENTS.length)]!,
      });
      comments += 1;
      if (random() < 0.4) {
        await addComment(ctx, target, podcasters[0]!, {
          content: REPLIES[Math.floor(random() * REPLIES.length)]!,
          parent: comment.id,
        });
        comments += 1;
      }
    }
  }
  log(`Added ${likes} likes and ${comments} comments.`);
  const experts = await seedExperts(ctx, approver, podcasters, random);
  log(
    `Created ${experts.created} approved experts with profiles and pictures, ${experts.likes} likes and ${experts.comments} comments on them.`,
  );
  const conversations = await seedConversations(ctx, podcasters, experts.users);
  log(`Started ${conversations.conversations} conversations; ${conversations.reports} reported message waits for the admin.`);
  const booked = await seedBookings(ctx.db, podcasters, experts.users);
  log(`Added ${booked} bookings: one recorded and reviewed, one scheduled, two requests waiting for an answer.`);
  return {
    podcasters: podcasters.length,
    podcasts: DEMO_PODCASTS.length,
    pending,
    experts: experts.created,
    likes: likes + experts.likes,
    comments: comments + experts.comments,
  };
}

/** A day counted from today, as YYYY-MM-DD. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two earlier guest appearances on demo shows, about the expert's first talking points. */
function demoAppearances(demo: DemoExpert, index: number) {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return demo.talkingPoints.slice(0, 2).map((topic, k) => {
    const show = DEMO_PODCASTS[(index * 3 + k * 7) % DEMO_PODCASTS.length]![0];
    return {
      show,
      episode: topic,
      url: `https://podcasts.example.se/${slug(show)}/${slug(topic)}`,
      date: daysFromToday(-(40 * (k + 1) + index)),
    };
  });
}

/**
 * The approved profile of a demo expert (`user`, the `index`th in DEMO_EXPERTS) with every field filled
 * (`categoryIds` by name). The search tests build the demo directory with it too.
 */
export async function addDemoExpert(
  ctx: PodcastsContext,
  user: AuthenticatedUser,
  demo: DemoExpert,
  index: number,
  categoryIds: Map<string, number>,
  approver: AuthenticatedUser,
  picture: Buffer | null,
) {
  const site = demo.username.replace(/[._]/g, '-');
  const profile = await createExpert(
    ctx,
    user,
    {
      name: demo.name,
      bio: demo.bio,
      expertise: demo.expertise,
      talking_points: demo.talkingPoints,
      languages: demo.languages,
      city: demo.city,
      region: demo.region,
      recording_format: demo.format,
      // Every ninth expert is away for a few weeks, so the directory shows both states.
      available_from: index % 9 === 5 ? daysFromToday(21 + index) : '',
      sample_url: `https://${site}.example.se/sample`,
      past_appearances: demoAppearances(demo, index),
      experience_years: demo.years,
      website: `https://${site}.example.se`,
      email: `kontakt@${site}.example.se`,
      category_ids: demo.categories.map((name) => categoryIds.get(name)!),
    },
    picture,
  );
  await moderate(ctx, 'expert', profile.id, approver, 'approve', null, { notify: false });
  return profile;
}

/** Demo experts (verified, approved, with pictures and categories), liked and commented on by the podcasters. */
async function seedExperts(
  ctx: PodcastsContext,
  approver: AuthenticatedUser,
  fans: AuthenticatedUser[],
  random: () => number,
) {
  const categoryIds = new Map(
    (await ctx.db.select().from(expertCategories)).map((category) => [category.name, category.id]),
  );
  let likes = 0;
  let comments = 0;
  const users: AuthenticatedUser[] = [];
  for (const [index, demo] of DEMO_EXPERTS.entries()) {
    const user = asViewer(
      await insertUser(
        ctx,
        {
          username: demo.username,
          email: `${demo.username}@demo.podbridge.se`,
          password: DEMO_PASSWORD,
          userType: 'expert',
        },
        { emailVerifiedAt: new Date() },
      ),
    );
    const picture = await demoPortrait(index + 40, 600);
    const profile = await addDemoExpert(ctx, user, demo, index, categoryIds, approver, picture);
    users.push(user);
    if (index < FEATURED_DEMO_ITEMS) await moderate(ctx, 'expert', profile.id, approver, 'feature', null, { notify: false });
    const target = { kind: expertTarget, id: profile.id };
    for (const fan of fans) {
      if (random() < 0.2) {
        await toggleLike(ctx.db, target, fan);
        likes += 1;
      }
    }
    if (random() < 0.5) {
      const author = fans[Math.floor(random() * fans.length)]!;
      await addComment(ctx, target, author, {
        content: EXPERT_COMMENTS[Math.floor(random() * EXPERT_COMMENTS.length)]!,
      });
      comments += 1;
    }
  }
  return { created: DEMO_EXPERTS.length, users, likes, comments };
}
