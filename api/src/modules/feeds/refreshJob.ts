import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { podcastFeeds, podcasts, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { MailMessage } from '../../plugins/mail';
import { linkEmail, type EmailWords, type Recipient } from '../users/emails';
import { recipientColumns } from '../users/people';
import type { SiteLanguage } from '../users/rules';
import { refreshFeed } from './service';
import { FEED_FAILING_NOTICE_DAYS, FEED_REFRESH_EVERY_MS, scheduleFeedRefresh } from './schedule';

/** The email telling an owner their feed has failed for a week: its own job, so a mail outage never redoes a read. */
export const FEED_FAILING_EMAIL_JOB = 'feed-failing-email';

const FEED_FAILING: Record<SiteLanguage, (title: string, reason: string) => EmailWords> = {
  en: (title, reason) => ({
    subject: `We cannot read the feed of ${title}`,
    paragraphs: [
      `PodBridge has not been able to read the RSS feed of ${title} for a week, so its episodes and signals on PodBridge are out of date.`,
      `The last attempt said: ${reason}`,
      'Check the feed address on your podcast page. We keep trying every day and will not email you about this again.',
    ],
    action: 'Open your podcast',
  }),
  sv: (title, reason) => ({
    subject: `Vi kan inte läsa flödet för ${title}`,
    paragraphs: [
      `PodBridge har inte kunnat läsa RSS-flödet för ${title} på en vecka, så avsnitten och signalerna på PodBridge är inaktuella.`,
      `Senaste försöket gav: ${reason}`,
      'Kontrollera flödets adress på din podcastsida. Vi fortsätter försöka varje dag och mejlar dig inte om detta igen.',
    ],
    action: 'Öppna din podcast',
  }),
};

export function feedFailingEmail(to: Recipient, title: string, reason: string, link: string): MailMessage {
  return linkEmail(to, link, FEED_FAILING[to.language](title, reason));
}

/**
 * The daily read of one feed, then the next one scheduled. A feed that has failed for a week has its owner told,
 * once: the feed is marked and the email scheduled in one transaction, so two runs cannot both mail, and a mail
 * server that fails delays only the email (retried on its own), never the read nor the next one. A podcast deleted
 * meanwhile ends the chain.
 */
export const refreshFeedJob: JobHandler = async (ctx, payload, now) => {
  const podcastId = Number(payload.podcastId);
  const outcome = await refreshFeed({ db: ctx.db, allowedHosts: ctx.feedAllowedHosts ?? [] }, podcastId, now);
  if (outcome === null) return;
  if (!outcome.ok) {
    const failingFor = new Date(now.getTime() - FEED_FAILING_NOTICE_DAYS * 24 * 3600_000);
    await ctx.db.transaction(async (tx) => {
      const [notice] = await tx
        .update(podcastFeeds)
        .set({ failureNotifiedAt: now })
        .where(and(
          eq(podcastFeeds.podcastId, podcastId),
          lte(podcastFeeds.failingSince, failingFor),
          isNull(podcastFeeds.failureNotifiedAt),
        ))
        .returning({ podcastId: podcastFeeds.podcastId });
      if (!notice) return;
      await enqueueJob(tx, { kind: FEED_FAILING_EMAIL_JOB, payload: { podcastId, reason: outcome.reason }, runAt: now });
    });
  }
  await scheduleFeedRefresh(ctx.db, podcastId, new Date(now.getTime() + FEED_REFRESH_EVERY_MS));
};

/** Sends the feed failing email to the podcast's owner, with verified email; a podcast deleted since sends nothing. */
export const sendFeedFailingEmail: JobHandler = async (ctx, payload) => {
  const podcastId = Number(payload.podcastId);
  const [owner] = await ctx.db
    .select({ title: podcasts.title, to: recipientColumns(users) })
    .from(podcasts)
    .innerJoin(users, eq(users.id, podcasts.ownerId))
    .where(and(eq(podcasts.id, podcastId), sql`${users.emailVerifiedAt} IS NOT NULL`));
  if (!owner) return;
  await ctx.mailer.send(feedFailingEmail(owner.to, owner.title, String(payload.reason), `${ctx.publicWebUrl}/podcasts/${podcastId}`));
};
