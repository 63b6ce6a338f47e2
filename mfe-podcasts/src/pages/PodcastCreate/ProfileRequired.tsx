import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, EmptyState, Icon, Stack } from '@podbridge/shared/ui';

/** Shown instead of the form when the user has no podcaster profile yet (spec section 6). */
export function ProfileRequired() {
  return (
    <Card>
      <EmptyState
        icon={<Icon name="user" size={28} />}
        title="Profile Required"
        hint="You need a podcaster profile before you can create podcasts. It only takes a minute to set one up."
        action={
          <Stack $direction="row" $gap="sm" $align="center">
            <ButtonLink to={paths.podcasterProfileCreate}>Create Podcaster Profile</ButtonLink>
            <ButtonLink to={paths.podcasts} variant="light">
              Back to Podcasts
            </ButtonLink>
          </Stack>
        }
      />
    </Card>
  );
}
