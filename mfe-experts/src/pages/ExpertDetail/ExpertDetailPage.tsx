import { localName } from '@podbridge/shared/format';
import { useLocation, useParams } from '@podbridge/shared/router';
import styled from 'styled-components';
import { useAuth, useIsOwner } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { InviteButton, MessageButton, TrackRecordSlot } from '@podbridge/mfe-messaging/public';
import { LikeButton, SaveButton } from '@podbridge/social';
import { Comments } from '@podbridge/social/comments';
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
  cluster,
  row,
  stack,
} from '@podbridge/kit';
import { useExpert } from '../../api/getExpert';
import { bookingsClosedUntil, formatDay } from '../../components/availability';
import { expertPicture } from '../../components/ExpertPicture';
import { useBackToExperts } from '../../components/PageParts';
import { useExpertTexts } from '../../texts';
import { ExpertAbout } from './ExpertAbout';

/** The picture with what a visitor can do: like, message (or sign in to), and the owner's Edit. */
const ProfileSide = styled(Card)`
  ${stack('md')}
  width: 100%;
  max-width: 320px;
  margin: 0 auto;
  padding: ${theme.spacing.md};
  img {
    border-radius: ${theme.radii.md};
  }
`;

const Actions = styled.div`
  ${cluster('sm')}
  & > a,
  & > button:not([aria-pressed]) {
    flex: 1;
    justify-content: center;
  }
`;

const Headline = styled.span`
  ${cluster('xs', 'md')}
`;

/** Said where the invitation would be when the expert is not taking bookings yet. */
const Closed = styled.p`
  ${row('xs')}
  margin: 0;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-weight: ${theme.fontWeights.semibold};
`;

function ExpertDetail({ expert }: { expert: Expert }) {
  const { t, i18n } = useExpertTexts();
  const { user } = useAuth();
  const location = useLocation();
  const isOwner = useIsOwner(expert.user.id);
  const closedUntil = bookingsClosedUntil(expert);
  const target = { type: 'expert', id: expert.id } as const;

  return (
    <>
      <PageHeader
        title={expert.name}
        subtitle={
          <Headline>
            <Icon name="graduation" size={20} />
            <span>{t('detail.experience', { count: expert.experience_years })}</span>
          </Headline>
        }
      >
        <HeaderBadges>
          {expert.categories.map((category) => (
            <Badge key={category.id} variant="primary">
              {localName(category, i18n.language)}
            </Badge>
          ))}
          {isOwner && <ReviewBadge item={expert} />}
        </HeaderBadges>
      </PageHeader>
      <DetailLayout sideWidth="320px">
        <ProfileSide>
          <MediaImage src={expertPicture(expert)} alt={t('card.picture', { name: expert.name })} />
          <Actions aria-label={t('detail.actions')}>
            {/* Without `liked`, the button asks the API for the viewer's like itself. */}
            <LikeButton target={target} initialCount={expert.likes_count} />
            <SaveButton target={target} saved={expert.current_user_saved} />
            {user?.user_type === 'podcaster' && !isOwner && closedUntil === null && (
              <InviteButton expert={{ id: expert.user.id, name: expert.name }} />
            )}
            {user?.user_type === 'podcaster' && !isOwner && closedUntil !== null && (
              <Closed role="status">
                <Icon name="calendar" size={16} /> {t('about.closedUntil', { date: formatDay(closedUntil) })}
              </Closed>
            )}
            {user && !isOwner && (
              <MessageButton
                label={t('detail.message')}
                recipient={{ id: expert.user.id, username: expert.user.username, display_name: expert.name }}
              />
            )}
            {!user && (
              <ButtonLink to={paths.login} state={{ from: location }}>
                {t('detail.signInToMessage')}
              </ButtonLink>
            )}
            {isOwner && (
              <ButtonLink to={href(paths.expertEdit, { id: expert.id })} variant="outline">
                <PencilIcon size={16} /> {t('detail.editProfile')}
              </ButtonLink>
            )}
          </Actions>
        </ProfileSide>
        <Stack $gap="lg">
          {isOwner && <ReviewNotice item={expert} kind="expert" editTo={href(paths.expertEdit, { id: expert.id })} />}
          <ExpertAbout expert={expert} />
          <TrackRecordSlot userId={expert.user.id} role="expert" />
        </Stack>
        <Comments target={target} prompt={t('detail.commentsPrompt')} />
      </DetailLayout>
    </>
  );
}

/** /experts/{id}: loading, the expert, 'Expert not found' or the error. */
export function ExpertDetailPage() {
  const { t } = useExpertTexts();
  const back = useBackToExperts();
  const { id } = useParams();
  const load = useExpert(id);
  useDocumentTitle(load.data?.name ?? (load.isError ? t('detail.notFound') : null));

  if (load.isPending) return <PageSpinner text={t('detail.loading')} />;
  if (load.isError) {
    return (
      <DetailLoadError
        error={load.error}
        notFound={t('detail.notFound')}
        failure={t('detail.loadFailure')}
        back={back}
      />
    );
  }
  return (
    <>
      <ExpertDetail expert={load.data} />
    </>
  );
}
