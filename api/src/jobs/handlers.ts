import { MODERATION_EMAIL_JOB, sendModerationEmail } from '../modules/admin/moderationMail';
import { BOOKING_EMAIL_JOB, BOOKING_REMINDER_JOB, sendBookingEmail, sendBookingReminder } from '../modules/bookings/notifications';
import { sendWeeklyDigest } from '../modules/digest/service';
import { DIGEST_JOB } from '../modules/digest/schedule';
import { refreshFeedJob } from '../modules/feeds/refreshJob';
import { FEED_REFRESH_JOB } from '../modules/feeds/schedule';
import { sendUnreadMessageEmail, UNREAD_MESSAGE_JOB } from '../modules/messages/notifications';
import type { JobHandlers } from './runner';

/** Every kind of job and what runs it. */
export const jobHandlers: JobHandlers = {
  [UNREAD_MESSAGE_JOB]: sendUnreadMessageEmail,
  [BOOKING_EMAIL_JOB]: sendBookingEmail,
  [BOOKING_REMINDER_JOB]: sendBookingReminder,
  [FEED_REFRESH_JOB]: refreshFeedJob,
  [DIGEST_JOB]: sendWeeklyDigest,
  [MODERATION_EMAIL_JOB]: sendModerationEmail,
};
