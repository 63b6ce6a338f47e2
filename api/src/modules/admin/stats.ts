import { Type, type Static } from '@sinclair/typebox';
import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertProfiles, messageReports, podcasts, users } from '../../db/schema';
import { countFailedMail } from './failedMail';

export const AdminStats = Type.Object(
  {
    total_users: Type.Integer(),
    total_podcasts: Type.Integer(),
    total_experts: Type.Integer({ description: 'Expert profiles, whatever their status.' }),
    pending_experts: Type.Integer({ description: 'As many as GET /experts/pending/ lists.' }),
    pending_podcasts: Type.Integer({ description: 'As many as GET /podcasts/pending/ lists.' }),
    open_reports: Type.Integer({ description: 'Reported messages no admin has closed yet.' }),
    failed_emails: Type.Integer({ description: 'Emails given up after every attempt failed: as many as GET /mail/failed/ lists.' }),
  },
  { $id: 'AdminStats' },
);
export type AdminStats = Static<typeof AdminStats>;

/**
 * The dashboard's figures, counted the way the pending lists select (pending by approval status), in one round trip.
 */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [[usersCount], [podcastsCount], [expertsCount], [pendingExperts], [pendingPodcasts], [openReports], failedEmails] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(podcasts),
    db.select({ n: count() }).from(expertProfiles),
    db.select({ n: count() }).from(expertProfiles).where(eq(expertProfiles.approvalStatus, 'pending')),
    db.select({ n: count() }).from(podcasts).where(eq(podcasts.approvalStatus, 'pending')),
    db.select({ n: count() }).from(messageReports).where(isNull(messageReports.resolvedAt)),
    countFailedMail(db),
  ]);
  return {
    total_users: usersCount?.n ?? 0,
    total_podcasts: podcastsCount?.n ?? 0,
    total_experts: expertsCount?.n ?? 0,
    pending_experts: pendingExperts?.n ?? 0,
    pending_podcasts: pendingPodcasts?.n ?? 0,
    open_reports: openReports?.n ?? 0,
    failed_emails: failedEmails,
  };
}
