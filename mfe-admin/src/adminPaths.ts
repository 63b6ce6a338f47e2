import { paths } from '@podbridge/shared/paths';

/**
 * Admin screens newer than the platform's `paths`: the shell routes everything under /admin here, so they need no
 * shell release. Each moves into @podbridge/shared/paths with the platform's next release.
 */
export const adminPaths = {
  topics: `${paths.admin}/topics`,
  digests: `${paths.admin}/digests`,
  failedMail: `${paths.admin}/failed-emails`,
} as const;
