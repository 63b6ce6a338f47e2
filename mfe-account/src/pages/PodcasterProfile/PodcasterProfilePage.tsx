import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { TrackRecordSlot } from '@podbridge/mfe-messaging/public';
import type { PodcasterProfile } from '@podbridge/shared/types';
import {
  ButtonLink,
  Card,
  Container,
  Hyphenated,
  Icon,
  PageHeader,
  PencilIcon,
  Stack,
  media,
  theme,
  stack,
  inlineRow,
  wrap,
} from '@podbridge/kit';
import { useMyPodcasterProfile } from '../../api/getMyPodcasterProfile';
import { MyPodcastsArea } from '../../components/MyPodcastsArea';
import { OwnProfileGate, type OwnProfileStates } from '../../components/OwnProfileGate';
import { useAccountTexts } from '../../texts';
import { DigestCard } from '../../components/DigestCard';
import { MessageEmailsCard } from '../../components/MessageEmailsCard';

const Body = styled(Container)`
  ${stack('xl')}
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

const About = styled(Card)`
  ${stack('md')}
  ${media.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const Identity = styled(Stack)`
  min-width: 0;
`;

/** The podcaster's picture beside their name and bio. */
const Person = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing.md};
  min-width: 0;
`;

const Avatar = styled.img`
  flex-shrink: 0;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
  box-shadow: ${theme.shadows.sm};
`;

const Username = styled.h2`
  font-size: ${theme.fontSizes.xl};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Bio = styled.p`
  color: ${theme.colors.textMuted};
  white-space: pre-line;
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Website = styled.a`
  ${inlineRow('xs')}
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  ${wrap('sm')}
  flex-shrink: 0;
`;

/** The podcaster's email settings side by side: unread-message emails and the weekly email of new experts. */
const Settings = styled.div`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** /podcaster/profile: the podcaster's own page; the podcasts remote lists their podcasts to view, edit or delete. */
export function PodcasterProfilePage() {
  const { t } = useAccountTexts();
  const query = useMyPodcasterProfile();
  const states: OwnProfileStates = {
    loading: t('profile.podcaster.loading'),
    failure: t('profile.podcaster.failure'),
    missing: {
      icon: 'mic',
      message: t('podcasterProfile.missing'),
      create: { to: paths.podcasterProfileCreate, text: t('actions.createPodcasterProfile') },
    },
  };
  return (
    <>
      <PageHeader title={t('podcasterProfile.title')} subtitle={t('podcasterProfile.subtitle')} />
      <Body>
        <OwnProfileGate query={query} states={states}>
          {(profile) => (
            <>
              <ProfileSummary profile={profile} />
              <Settings>
                <MessageEmailsCard />
                <DigestCard reader="podcaster" />
              </Settings>
              <TrackRecordSlot userId={profile.user.id} role="podcaster" />
              <MyPodcastsArea variant="manage" />
            </>
          )}
        </OwnProfileGate>
      </Body>
    </>
  );
}

function ProfileSummary({ profile }: { profile: PodcasterProfile }) {
  const { t } = useAccountTexts();
  const website = externalUrl(profile.website);
  return (
    <About as="section" aria-labelledby="podcaster-username">
      <Person>
        {profile.profile_picture_url && (
          <Avatar
            src={profile.profile_picture_url}
            alt={t('podcasterProfile.pictureAlt', { username: profile.user.username })}
          />
        )}
        <Identity $gap="sm">
          <Username id="podcaster-username">{profile.user.username}</Username>
          {profile.channel_name && (
            <Bio>
              <Hyphenated text={profile.channel_name} />
            </Bio>
          )}
          {profile.bio && (
            <Bio>
              <Hyphenated text={profile.bio} />
            </Bio>
          )}
          {website && (
            <Website href={website} target="_blank" rel="noopener noreferrer">
              <Icon name="globe" size={18} />
              {website}
            </Website>
          )}
        </Identity>
      </Person>
      <Actions>
        <ButtonLink to={paths.podcastCreate} variant="secondary">
          {t('podcasterProfile.createPodcast')}
        </ButtonLink>
        <ButtonLink to={paths.podcasterProfileEdit} variant="outline">
          <PencilIcon size={16} />
          {t('actions.editProfile')}
        </ButtonLink>
      </Actions>
    </About>
  );
}
