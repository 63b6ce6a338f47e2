import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useAuth, useIsOwner } from '@podbridge/shared/auth';
import { countOf } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { MessageButton } from '@podbridge/shared/remotes';
import { Comments, LikeButton, SaveButton } from '@podbridge/shared/social';
import type { Expert } from '@podbridge/shared/types';
import {
  Badge,
  ButtonLink,
  Card,
  DetailLayout,
  DetailLoadError,
  HeaderBadges,
  Icon,
  MediaImage,
  PageHeader,
  PageSpinner,
  PencilIcon,
  ReviewBadge,
  ReviewNotice,
  Stack,
  theme,
  useDocumentTitle,
} from '@podbridge/shared/ui';
import { useExpert } from '../../api/getExpert';
import { expertPicture } from '../../components/ExpertPicture';
import { BACK_TO_EXPERTS } from '../../components/PageParts';
import { ExpertAbout } from './ExpertAbout';

export const NOT_FOUND = 'Expert not found';
export const LOAD_FAILURE = 'Error fetching expert details';
export const COMMENTS_PROMPT = 'Share your thoughts about this expert';

/** The picture with what a visitor can do: like, message (or sign in to), and the owner's Edit. */
const ProfileSide = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
  width: 100%;
  max-width: 320px;
  margin: 0 auto;
  padding: ${theme.spacing.md};
  img {
    border-radius: ${theme.radii.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
  & > a,
  & > button:not([aria-pressed]) {
    flex: 1;
    justify-content: center;
  }
`;

const Headline = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.xs} ${theme.spacing.md};
`;

function ExpertDetail({ expert }: { expert: Expert }) {
  const { user } = useAuth();
  const location = useLocation();
  const isOwner = useIsOwner(expert.user.id);
  const target = { type: 'expert', id: expert.id } as const;

  return (
    <>
      <PageHeader
        title={expert.name}
        subtitle={
          <Headline>
            <Icon name="graduation" size={20} />
            <span>{countOf(expert.experience_years, 'year', 'years')} experience</span>
          </Headline>
        }
      >
        <HeaderBadges>
          {expert.categories.map((category) => (
            <Badge key={category.id} variant="primary">
              {category.name}
            </Badge>
          ))}
          {isOwner && <ReviewBadge item={expert} />}
        </HeaderBadges>
      </PageHeader>
      <DetailLayout sideWidth="320px">
        <ProfileSide>
          <MediaImage src={expertPicture(expert)} alt={`Picture of ${expert.name}`} />
          <Actions aria-label="Expert actions">
            {/* Without `liked`, the button asks for the viewer's like itself (spec section 7's per-item call). */}
            <LikeButton target={target} initialCount={expert.likes_count} />
            <SaveButton target={target} saved={expert.current_user_saved} />
            {user && !isOwner && (
              <MessageButton
                label="Message Expert"
                recipient={{ id: expert.user.id, username: expert.user.username }}
              />
            )}
            {!user && (
              <ButtonLink to={paths.login} state={{ from: location }}>
                Sign in to message
              </ButtonLink>
            )}
            {isOwner && (
              <ButtonLink to={href(paths.expertEdit, { id: expert.id })} variant="outline">
                <PencilIcon size={16} /> Edit Profile
              </ButtonLink>
            )}
          </Actions>
        </ProfileSide>
        <Stack $gap="lg">
          {isOwner && (
            <ReviewNotice item={expert} kind="expert" editTo={href(paths.expertEdit, { id: expert.id })} />
          )}
          <ExpertAbout expert={expert} />
        </Stack>
        <Comments target={target} prompt={COMMENTS_PROMPT} />
      </DetailLayout>
    </>
  );
}

/** /experts/{id}: loading, the expert, 'Expert not found' or the error (spec sections 2 and 8). */
export function ExpertDetailPage() {
  const { id } = useParams();
  const load = useExpert(id);
  useDocumentTitle(load.data?.name ?? (load.isError ? NOT_FOUND : null));

  if (load.isPending) return <PageSpinner text="Loading expert..." />;
  if (load.isError) {
    const { status, detail } = describeApiError(load.error);
    return (
      <DetailLoadError
        status={status}
        detail={detail}
        notFound={NOT_FOUND}
        failure={LOAD_FAILURE}
        back={BACK_TO_EXPERTS}
      />
    );
  }
  return (
    <>
      <ExpertDetail expert={load.data} />
    </>
  );
}
