export { applyServerErrors, serverErrorOf, SERVER_ERROR } from './serverErrors';
export type { ApplyServerErrorsOptions, AppliedServerErrors } from './serverErrors';
export { useFormProgress, formProgress, isFilled } from './useFormProgress';
export {
  MAX_IMAGE_BYTES,
  IMAGE_TYPES,
  IMAGE_HINT,
  INVALID_IMAGE,
  INVALID_URL,
  INVALID_EMAIL,
  isEmailAddress,
  isAcceptableImage,
  urlRule,
  emailRule,
  imageRule,
} from './rules';
