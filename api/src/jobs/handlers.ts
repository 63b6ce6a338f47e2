import { sendUnreadMessageEmail, UNREAD_MESSAGE_JOB } from '../modules/messages/notifications';
import type { JobHandlers } from './runner';

/** Every kind of job and what runs it. */
export const jobHandlers: JobHandlers = {
  [UNREAD_MESSAGE_JOB]: sendUnreadMessageEmail,
};
