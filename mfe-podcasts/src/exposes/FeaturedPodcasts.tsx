import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { HomeSectionContract, Podcast } from '@podbridge/shared/types';
import { HeadphonesIcon, MediaImage, SpotlightSection, theme, inlineRow } from '@podbridge/kit';
import { useFeaturedPodcasts } from '../api/getFeaturedPodcasts';
import { podcastImage } from '../components/PodcastCover';
import { usePodcastTexts } from '../texts';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

/** Home page preview of a featured description. */
const FEATURED_PREVIEW_CHARS = 50;

const ListenNow = styled(Link)`
  ${inlineRow('xs')}
  margin-top: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
`;

/** The home page's Featured Podcasts; the shell renders the section heading above it. */
function FeaturedPodcasts() {
  const { t } = usePodcastTexts();
  const { data, isError } = useFeaturedPodcasts();
  return (
    <SpotlightSection<Podcast>
      // The home page tolerates this failure: the section just shows its empty state.
      items={isError ? [] : (data ?? null)}
      loadingLabel={t('featured.loading')}
      emptyTitle={t('featured.none')}
      emptyIcon="mic"
      tile={(podcast) => ({
        image: (
          <MediaImage
            src={podcastImage(podcast, 'card', 'logo')}
            alt={t('card.cover', { title: podcast.title })}
            loading="lazy"
          />
        ),
        title: podcast.title,
        lang: podcast.language,
        text: previewChars(podcast.description, FEATURED_PREVIEW_CHARS),
        footer: (
          <ListenNow
            to={href(paths.podcastDetail, { id: podcast.id })}
            aria-label={t('featured.listenNowTo', { title: podcast.title })}
          >
            <HeadphonesIcon size={16} /> {t('featured.listenNow')}
          </ListenNow>
        ),
      })}
    />
  );
}

export default FeaturedPodcasts satisfies HomeSectionContract;
