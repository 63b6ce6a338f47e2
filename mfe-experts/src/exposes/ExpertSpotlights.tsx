import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { HomeSectionContract } from '@podbridge/shared/types';
import { EmptyState, HeartIcon, Icon, Spinner, media, theme } from '@podbridge/shared/ui';
import { fetchFeaturedExperts, type FeaturedExpert } from '../api';
import { PictureImage, expertPicture } from '../components/ExpertPicture';

export const NO_FEATURED_EXPERTS = 'No featured experts available yet';
/** Home page preview of a featured bio (spec section 9). */
const SPOTLIGHT_PREVIEW_CHARS = 40;

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

const Name = styled.h3`
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Bio = styled.p`
  flex: 1;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Likes = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

const ViewProfile = styled(Link)`
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

/** The home page's Expert Spotlights; the shell renders the section heading above it. */
function ExpertSpotlights() {
  const [experts, setExperts] = useState<FeaturedExpert[] | null>(null);

  useEffect(() => {
    let current = true;
    fetchFeaturedExperts()
      .then((featured) => current && setExperts(featured))
      .catch((error: unknown) => {
        // The home page tolerates this failure (spec section 7): the section just shows its empty state.
        console.error('Failed to load featured experts', error);
        if (current) setExperts([]);
      });
    return () => {
      current = false;
    };
  }, []);

  if (!experts) {
    return (
      <Centered>
        <Spinner size={32} label="Loading experts" />
      </Centered>
    );
  }
  if (experts.length === 0) {
    return <EmptyState icon={<Icon name="graduation" size={28} />} title={NO_FEATURED_EXPERTS} />;
  }
  return (
    <Grid>
      {experts.map((expert) => (
        <Tile key={expert.id}>
          <PictureImage src={expertPicture(expert)} alt={`Picture of ${expert.name}`} loading="lazy" />
          <Body>
            <Name>{expert.name}</Name>
            <Bio>{previewChars(expert.bio, SPOTLIGHT_PREVIEW_CHARS)}</Bio>
            <Likes>
              <HeartIcon size={15} />
              {expert.likes_count} {expert.likes_count === 1 ? 'like' : 'likes'}
            </Likes>
            <ViewProfile to={href(paths.expertDetail, { id: expert.id })} aria-label={`View Profile: ${expert.name}`}>
              View Profile
            </ViewProfile>
          </Body>
        </Tile>
      ))}
    </Grid>
  );
}

export default ExpertSpotlights satisfies HomeSectionContract;
