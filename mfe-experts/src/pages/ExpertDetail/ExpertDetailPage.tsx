import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useAuth, useIsOwner } from '@podbridge/shared/auth';
import { countOf } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { MessageButton } from '@podbridge/shared/remotes';
import { Comments, LikeButton } from '@podbridge/shared/social';
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

const PicturePanel = styled(Card)`
  width: 100%;
  max-width: 320px;
  margin: 0 auto;
  padding: ${theme.spacing.md};
  img {
    border-radius: ${theme.radii.md};
  }
`;

const Actions = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
`;

const Headline = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.xs} ${theme.spacing.md};
`;

function ExpertDetail({ expert }: { expert: Expert }) {
  const { user } = useAuth();
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
          {expert.expertise.slice(0, 3).map((item) => (
            <Badge key={item} variant="primary">
              {item}
            </Badge>
          ))}
          {isOwner && <ReviewBadge item={expert} />}
        </HeaderBadges>
      </PageHeader>
      <DetailLayout sideWidth="320px">
        <PicturePanel>
          <MediaImage src={expertPicture(expert)} alt={`Picture of ${expert.name}`} />
        </PicturePanel>
        <Stack $gap="lg">
          <Actions aria-label="Expert actions">
            {/* Without `liked`, the button asks for the viewer's like itself (spec section 7's per-item call). */}
            <LikeButton target={target} initialCount={expert.likes_count} />
            {user && !isOwner && (
              <MessageButton
                label="Message Expert"
                recipient={{ id: expert.user.id, username: expert.user.username }}
              />
            )}
            {isOwner && (
              <ButtonLink to={href(paths.expertEdit, { id: expert.id })} variant="outline">
                <PencilIcon size={16} /> Edit Profile
              </ButtonLink>
            )}
          </Actions>
          {isOwner && (
            <ReviewNotice item={expert} noun="expert profile" editTo={href(paths.expertEdit, { id: expert.id })} />
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
    <main>
      <ExpertDetail expert={load.data} />
    </main>
  );
}
