import styled from 'styled-components';
import { Badge, Card, CardTitle, FactList, HeartIcon, Icon, theme, wrap } from '@podbridge/kit';
import { externalUrl, localName, spokenLanguageName } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import { usePodcastLanguageName } from '../../components/podcastLanguages';
import { usePodcastTexts } from '../../texts';

const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Audio = styled.audio`
  width: 100%;
  margin-top: ${theme.spacing.lg};
`;

const Counts = styled.ul`
  ${wrap('lg')}
  margin: ${theme.spacing.lg} 0 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
  }
  strong {
    color: ${theme.colors.text};
  }
`;

const TopicList = styled.ul`
  ${wrap('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Description (whitespace kept), the audio player when there is audio, counts and the optional details. */
export function PodcastAbout({ podcast }: { podcast: Podcast }) {
  const { t } = usePodcastTexts();
  const languageName = usePodcastLanguageName();
  const { i18n } = usePodcastTexts();
  const hasDetails =
    podcast.language ||
    podcast.website ||
    podcast.social_media ||
    podcast.guest_topics.length > 0 ||
    podcast.audience_languages.length > 0;
  const website = externalUrl(podcast.website);
  return (
    <Card as="section" aria-labelledby="podcast-about">
      <CardTitle id="podcast-about">{t('about.title')}</CardTitle>
      <Description>{podcast.description}</Description>
      {podcast.audio_url && (
        <Audio
          controls
          src={podcast.audio_url}
          preload="none"
          aria-label={t('about.listenTo', { title: podcast.title })}
        >
          {t('about.noAudio')}
        </Audio>
      )}
      <Counts>
        <li>
          <HeartIcon size={16} /> <strong>{t('about.likes', { count: podcast.likes_count })}</strong>
        </li>
        <li>
          <Icon name="chat" size={16} /> <strong>{t('about.comments', { count: podcast.comments_count })}</strong>
        </li>
      </Counts>
      {hasDetails && (
        <FactList>
          {podcast.language && (
            <>
              <dt>{t('about.language')}</dt>
              <dd>{languageName(podcast.language)}</dd>
            </>
          )}
          {podcast.audience_languages.length > 0 && (
            <>
              <dt>{t('about.audience')}</dt>
              <dd>{podcast.audience_languages.map((code) => spokenLanguageName(code, i18n.language)).join(', ')}</dd>
            </>
          )}
          {podcast.guest_topics.length > 0 && (
            <>
              <dt>{t('about.guestTopics')}</dt>
              <dd>
                <TopicList>
                  {podcast.guest_topics.map((topic) => (
                    <li key={topic.id}>
                      <Badge variant="accent">{localName(topic, i18n.language)}</Badge>
                    </li>
                  ))}
                </TopicList>
              </dd>
            </>
          )}
          {podcast.website && (
            <>
              <dt>{t('about.website')}</dt>
              <dd>
                {website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {website}
                  </a>
                ) : (
                  podcast.website
                )}
              </dd>
            </>
          )}
          {podcast.social_media && (
            <>
              <dt>{t('about.socialMedia')}</dt>
              <dd>{podcast.social_media}</dd>
            </>
          )}
        </FactList>
      )}
    </Card>
  );
}
