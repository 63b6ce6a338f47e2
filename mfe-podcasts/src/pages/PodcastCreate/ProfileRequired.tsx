import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, EmptyState, Icon, theme } from '@podbridge/shared/ui';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing.sm};
`;

/** Shown instead of the form when the user has no podcaster profile yet (spec section 6). */
export function ProfileRequired() {
  return (
    <Card>
      <EmptyState
        icon={<Icon name="user" size={28} />}
        title="Profile Required"
        hint="You need a podcaster profile before you can create podcasts. It only takes a minute to set one up."
        action={
          <Buttons>
            <ButtonLink to={paths.podcasterProfileCreate}>Create Podcaster Profile</ButtonLink>
            <ButtonLink to={paths.podcasts} variant="light">
              Back to Podcasts
            </ButtonLink>
          </Buttons>
        }
      />
    </Card>
  );
}
