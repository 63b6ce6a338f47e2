import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeFormBody } from '../../http/forms';
import { BadRequestBody, Body, EmailAddress, ErrorDetail, RequiredText, StringEnum } from '../../http/schemas';
import { CONTACT_CATEGORIES, scheduleContactMessage } from './service';

const REQUIRED = 'This field is required.';

const ContactBody = Body(
  'ContactMessage',
  {
    name: RequiredText(150),
    email: EmailAddress({ minLength: 1, errorMessage: { required: REQUIRED, minLength: REQUIRED, pattern: 'Enter a valid email address.' } }),
    subject: RequiredText(200),
    message: RequiredText(5000),
    category: Type.Optional(StringEnum(CONTACT_CATEGORIES, { default: 'general' })),
  },
  "A message to the PodBridge team, mailed to the team's inbox.",
  [
    {
      name: 'Sara Nilsson',
      email: 'sara.nilsson@example.se',
      subject: 'Min expertprofil väntar på granskning',
      message: 'Hej! Jag skapade min profil som psykolog för en vecka sedan och den väntar fortfarande. Saknas något?',
      category: 'general',
    },
  ],
);

const ContactResponse = Type.Object({ success: Type.Literal(true), message: Type.String() }, { $id: 'ContactReceipt' });

/** The contact form (under /api/contact): each message is kept, then mailed to the team's inbox by the job runner. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/', {
    prefixTrailingSlash: 'slash',
    config: { rateLimit: {} },
    preValidation: normalizeFormBody,
    schema: {
      tags: ['contact'],
      body: ContactBody,
      response: { 201: ContactResponse, 400: BadRequestBody, 429: ErrorDetail },
    },
  }, async (request, reply) => {
    await scheduleContactMessage(app.db, app.config.contactInbox, {
      ...request.body,
      category: request.body.category ?? 'general',
    }, app.now());
    app.wakeJobs();
    return reply.code(201).send({ success: true as const, message: 'Your message has been sent.' });
  });
};

export default contactRoutes;
