import styled from 'styled-components';
import { isOwner, useAuth } from '@podbridge/shared/auth';
import { capitalize, externalUrl } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { MessageButton } from '@podbridge/mfe-messaging/public';
import type { PodcasterPage } from '@podbridge/shared/types';
import {
  ButtonLink,
  Card,
  CardTitle,
  ExternalLinks,
  PencilIcon,
  theme,
  cluster,
  stack,
  type ExternalLink,
} from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';

const About = styled(Card)`
  ${stack('md')}
`;

const Title = styled(CardTitle)`
  margin-bottom: 0;
  overflow-wrap: anywhere;
`;

const Bio = styled.p<{ $empty: boolean }>`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

/** The address a website is known by: its host, without "www.". */
function siteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * Who the podcaster is in their own words: their bio, their website and social links (http(s) addresses only, each
 * opening in a new tab), and Message Podcaster for a signed-in member who is not them (the owner edits instead).
 */
export function PodcasterAbout({ podcaster }: { podcaster: PodcasterPage }) {
  const { t } = usePodcastTexts();
  const { user } = useAuth();
  const own = isOwner(user, podcaster.id);
  const website = externalUrl(podcaster.website);
  const links: ExternalLink[] = [
    ...(website ? [{ label: siteName(website), url: website }] : []),
    ...Object.entries(podcaster.social_links).map(([network, url]) => ({
      label: capitalize(network),
      url,
      icon: 'externalLink' as const,
    })),
  ];
  return (
    <About as="section" aria-labelledby="podcaster-about">
      <Title id="podcaster-about">{t('podcaster.about', { name: podcaster.display_name })}</Title>
      <Bio $empty={!podcaster.bio}>{podcaster.bio || t('podcaster.noBio', { name: podcaster.display_name })}</Bio>
      <ExternalLinks label={t('podcaster.links')} links={links} newTabHint={t('card.newTab')} />
      {user && (
        <Actions>
          {own ? (
            <ButtonLink to={paths.podcasterProfileEdit} variant="outline">
              <PencilIcon size={16} /> {t('podcaster.edit')}
            </ButtonLink>
          ) : (
            <MessageButton
              label={t('podcaster.message')}
              recipient={{ id: podcaster.id, username: podcaster.username, display_name: podcaster.display_name }}
            />
          )}
        </Actions>
      )}
    </About>
  );
}
