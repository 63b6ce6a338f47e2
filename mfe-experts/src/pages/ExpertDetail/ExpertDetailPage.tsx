import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useAuth, useIsOwner } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { MessageButton } from '@podbridge/shared/remotes';
import { Comments, LikeButton } from '@podbridge/shared/social';
import type { Expert } from '@podbridge/shared/types';
import { Alert, Badge, ButtonLink, Card, Container, Icon, MediaImage, PageHeader, PageSpinner, PencilIcon, Stack, media, theme } from '@podbridge/shared/ui';
import { useExpert } from '../../api/getExpert';
import { ApprovalBadge } from '../../components/ApprovalBadge';
import { expertPicture } from '../../components/ExpertPicture';
import { WithBackToExperts } from '../../components/PageParts';
import { ExpertAbout } from './ExpertAbout';

export const NOT_FOUND = 'Expert not found';
export const LOAD_FAILURE = 'Error fetching expert details';
export const COMMENTS_PROMPT = 'Share your thoughts about this expert';

const Layout = styled(Container)`
  display: grid;
  gap: ${theme.spacing.lg};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
  ${media.lg} {
    grid-template-columns: 320px minmax(0, 1fr);
    align-items: start;
    & > :last-child { grid-column: 1 / -1; }
  }
`;

const Notice = styled(Container)`
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

const PicturePanel = styled(Card)`
  width: 100%;
  max-width: 320px;
  margin: 0 auto;
  padding: ${theme.spacing.md};
  img { border-radius: ${theme.radii.md}; }
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

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.sm};
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
            <span>{expert.experience_years} years experience</span>
          </Headline>
        }
      >
        <Badges>
          {expert.expertise.slice(0, 3).map((item) => (
            <Badge key={item} variant="primary">
              {item}
            </Badge>
          ))}
          {isOwner && <ApprovalBadge expert={expert} />}
        </Badges>
      </PageHeader>
      <Layout>
        <PicturePanel>
          <MediaImage src={expertPicture(expert)} alt={`Picture of ${expert.name}`} />
        </PicturePanel>
        <Stack $gap="lg">
          <Actions aria-label="Expert actions">
            {/* Without `liked`, the button asks for the viewer's like itself (spec section 7's per-item call). */}
            <LikeButton target={target} initialCount={expert.likes_count} />
            {user && !isOwner && (
              <MessageButton label="Message Expert" recipient={{ id: expert.user.id, username: expert.user.username }} />
            )}
            {isOwner && (
              <ButtonLink to={href(paths.expertEdit, { id: expert.id })} variant="outline">
                <PencilIcon size={16} /> Edit Profile
              </ButtonLink>
            )}
          </Actions>
          <ExpertAbout expert={expert} />
        </Stack>
        <Comments target={target} prompt={COMMENTS_PROMPT} />
      </Layout>
    </>
  );
}

/** /experts/{id}: loading, the expert, 'Expert not found' or the error (spec sections 2 and 8). */
export function ExpertDetailPage() {
  const { id } = useParams();
  const load = useExpert(id);

  if (load.isPending) return <PageSpinner text="Loading expert..." />;
  if (load.isError) {
    const { status, detail } = describeApiError(load.error);
    return (
      <Notice as="main">
        <WithBackToExperts>
          {status === 404 ? (
            <Alert variant="warning">{NOT_FOUND}</Alert>
          ) : (
            <Alert variant="error">{detail ?? LOAD_FAILURE}</Alert>
          )}
        </WithBackToExperts>
      </Notice>
    );
  }
  return (
    <main>
      <ExpertDetail expert={load.data} />
    </main>
  );
}
