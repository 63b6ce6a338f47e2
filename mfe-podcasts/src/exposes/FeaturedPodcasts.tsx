import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { HomeSectionContract } from '@podbridge/shared/types';
import { EmptyState, HeadphonesIcon, Icon, Spinner, media, theme } from '@podbridge/shared/ui';
import { fetchFeaturedPodcasts, type Podcast } from '../api';
import { CoverImage, podcastImage } from '../components/PodcastCover';

export const NO_FEATURED_PODCASTS = 'No featured podcasts available yet';
/** Home page preview of a featured description (spec section 9). */
const FEATURED_PREVIEW_CHARS = 50;

/** 2, 3, then 6 per row on large screens (spec section 2). */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.xl} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.spacing.xs};
  padding: ${theme.spacing.sm} ${theme.spacing.md} ${theme.spacing.md};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  flex: 1;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const ListenNow = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing.xs};
  margin-top: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.spacing.xl};
  color: ${theme.colors.primary};
`;

/** The home page's Featured Podcasts; the shell renders the section heading above it. */
function FeaturedPodcasts() {
  const [podcasts, setPodcasts] = useState<Podcast[] | null>(null);

  useEffect(() => {
    let current = true;
    fetchFeaturedPodcasts()
      .then((featured) => current && setPodcasts(featured))
      .catch((error: unknown) => {
        // The home page tolerates this failure (spec section 7): the section just shows its empty state.
        console.error('Failed to load featured podcasts', error);
        if (current) setPodcasts([]);
      });
    return () => {
      current = false;
    };
  }, []);

  if (!podcasts) {
    return (
      <Centered>
        <Spinner size={32} label="Loading podcasts" />
      </Centered>
    );
  }
  if (podcasts.length === 0) {
    return <EmptyState icon={<Icon name="mic" size={28} />} title={NO_FEATURED_PODCASTS} />;
  }
  return (
    <Grid>
      {podcasts.map((podcast) => (
        <Tile key={podcast.id}>
          <CoverImage src={podcastImage(podcast, 'card')} alt={`Cover of ${podcast.title}`} loading="lazy" />
          <Body>
            <Title>{podcast.title}</Title>
            <Description>{previewChars(podcast.description, FEATURED_PREVIEW_CHARS)}</Description>
            <ListenNow to={href(paths.podcastDetail, { id: podcast.id })} aria-label={`Listen Now: ${podcast.title}`}>
              <HeadphonesIcon size={16} /> Listen Now
            </ListenNow>
          </Body>
        </Tile>
      ))}
    </Grid>
  );
}

export default FeaturedPodcasts satisfies HomeSectionContract;
