import { paths } from '@podbridge/shared/paths';
import { NoticeCard } from '@podbridge/shared/ui';

/** Shown instead of the form when the user has no podcaster profile yet (spec section 6). */
export function ProfileRequired() {
  return (
    <NoticeCard
      icon="user"
      title="Profile Required"
      hint="You need a podcaster profile before you can create podcasts. It only takes a minute to set one up."
      next={{ to: paths.podcasterProfileCreate, label: 'Create Podcaster Profile' }}
      back={{ to: paths.podcasts, label: 'Back to Podcasts' }}
    />
  );
}
