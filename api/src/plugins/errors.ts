import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { FieldErrors, HttpError, codeOfStatus } from '../errors';
import { failureReply } from '../http/failures';
import { fieldMessagesFrom } from '../http/validation';

/** Readable details for the framework's own client errors, by Fastify error code. */
const CLIENT_ERROR_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in the request body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type is application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type; send JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_REQ_FILE_TOO_LARGE: 'The image is too large. The maximum size is 10 MB.',
  FST_FILES_LIMIT: 'Too many files in the request.',
  FST_PARTS_LIMIT: 'Too many parts in the request.',
  FST_FIELDS_LIMIT: 'Too many fields in the request.',
  FST_PROTO_VIOLATION: 'A form field has a reserved name.',
};

/** Machine codes of the framework's own client errors. */
const CLIENT_ERROR_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_REQ_FILE_TOO_LARGE: 'image_too_large',
  FST_FILES_LIMIT: 'too_many_files',
  FST_PARTS_LIMIT: 'too_many_parts',
  FST_FIELDS_LIMIT: 'too_many_fields',
  FST_PROTO_VIOLATION: 'reserved_field_name',
};

/**
 * The one error handler: invalid input becomes 400 `{"field": [...]}`, every other failure `{"detail": ...}`.
 * A failure of the database or the disk gets its status (see failureReply); anything else unexpected is logged
 * and answered with a generic 500, never a stack trace.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof FieldErrors) {
        return reply.code(400).send({ ...error.fields, field_codes: error.fieldCodes });
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ ...error.extra, code: error.code, detail: error.detail });
      }
      if (error.validation) {
        // An id past the range of the database's ids, or a path segment holding control characters, names
        // nothing: 404 like any other missing item.
        if (
          error.validationContext === 'params' &&
          error.validation.every((failure) => ['maximum', 'minimum', 'text'].includes(failure.keyword))
        ) {
          return reply.code(404).send({ code: 'not_found', detail: 'Not found.' });
        }
        const { fields, codes, detail } = fieldMessagesFrom(error.validation);
        return reply
          .code(400)
          .send(
            Object.keys(fields).length > 0
              ? { ...fields, field_codes: codes }
              : { code: 'invalid_request', detail: detail ?? 'Invalid request.' },
          );
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CLIENT_ERROR_CODES[error.code] ?? codeOfStatus(status);
        return reply.code(status).send({ code, detail: CLIENT_ERROR_DETAILS[error.code] ?? error.message });
      }
      const failure = failureReply(error);
      if (failure) {
        request.log[failure.status >= 500 ? 'error' : 'warn'](
          { err: error },
          'request failed in the database or on the disk',
        );
        return reply.code(failure.status).send({ code: failure.code, detail: failure.detail });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ code: 'server_error', detail: 'Internal server error.' });
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 'not_found', detail: 'Not found.' }));
  },
  { name: 'errors' },
);
