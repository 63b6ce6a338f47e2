import { MODERATION_EMAIL_JOB, sendModerationEmail } from '../modules/admin/moderationMail';
import { BOOKING_EMAIL_JOB, BOOKING_REMINDER_JOB, sendBookingEmail, sendBookingReminder } from '../modules/bookings/notifications';
import { CONTACT_MESSAGE_JOB, sendContactMessageJob } from '../modules/contact/service';
import { DIGEST_CONFIRMATION_JOB, sendDigestConfirmation } from '../modules/digest/confirmationMail';
import { sendWeeklyDigest } from '../modules/digest/service';
import { DIGEST_JOB } from '../modules/digest/schedule';
import { FEED_FAILING_EMAIL_JOB, refreshFeedJob, sendFeedFailingEmail } from '../modules/feeds/refreshJob';
import { FEED_REFRESH_JOB } from '../modules/feeds/schedule';
import { sendUnreadMessageEmail, UNREAD_MESSAGE_JOB } from '../modules/messages/notifications';
import {
  PASSWORD_RESET_EMAIL_JOB,
  sendPasswordResetEmail,
  sendVerificationEmail,
  VERIFICATION_EMAIL_JOB,
} from '../modules/users/accountMail';
import { deleteUploads, DELETE_UPLOADS_JOB } from '../uploads/removal';
import type { JobHandlers } from './runner';

/** Every kind of job and what runs it. */
export const jobHandlers: JobHandlers = {
  [UNREAD_MESSAGE_JOB]: sendUnreadMessageEmail,
  [BOOKING_EMAIL_JOB]: sendBookingEmail,
  [BOOKING_REMINDER_JOB]: sendBookingReminder,
  [FEED_REFRESH_JOB]: refreshFeedJob,
  [DIGEST_JOB]: sendWeeklyDigest,
  [MODERATION_EMAIL_JOB]: sendModerationEmail,
  [VERIFICATION_EMAIL_JOB]: sendVerificationEmail,
  [PASSWORD_RESET_EMAIL_JOB]: sendPasswordResetEmail,
  [CONTACT_MESSAGE_JOB]: sendContactMessageJob,
  [FEED_FAILING_EMAIL_JOB]: sendFeedFailingEmail,
  [DIGEST_CONFIRMATION_JOB]: sendDigestConfirmation,
  [DELETE_UPLOADS_JOB]: deleteUploads,
};
