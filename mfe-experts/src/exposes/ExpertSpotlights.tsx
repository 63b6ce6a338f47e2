import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { HomeSectionContract } from '@podbridge/shared/types';
import { HeartIcon, MediaImage, SpotlightSection, theme } from '@podbridge/kit';
import { useFeaturedExperts, type FeaturedExpert } from '../api/getFeaturedExperts';
import { expertPicture } from '../components/ExpertPicture';
import { IconLine } from '../components/IconLine';
import { useExpertTexts } from '../texts';
import type { TFunction } from 'i18next';
// Refreshes this remote's queries when another part announces a change to them.
import '../api/ownChanges';

/** Home page preview of a featured bio. */
const SPOTLIGHT_PREVIEW_CHARS = 40;

const ViewProfile = styled(Link)`
  margin-top: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
`;

function spotlightTile(expert: FeaturedExpert, t: TFunction<'experts'>) {
  return {
    image: (
      <MediaImage src={expertPicture(expert, 'logo')} alt={t('card.picture', { name: expert.name })} loading="lazy" />
    ),
    title: expert.name,
    text: previewChars(expert.bio, SPOTLIGHT_PREVIEW_CHARS),
    footer: (
      <>
        <IconLine $tone="danger">
          <HeartIcon size={15} />
          {t('spotlights.likes', { count: expert.likes_count })}
        </IconLine>
        <ViewProfile
          to={href(paths.expertDetail, { id: expert.id })}
          aria-label={t('spotlights.viewProfileOf', { name: expert.name })}
        >
          {t('spotlights.viewProfile')}
        </ViewProfile>
      </>
    ),
  };
}

/** The home page's Expert Spotlights; the shell renders the section heading above it. */
function ExpertSpotlights() {
  const { t } = useExpertTexts();
  const { data, isError } = useFeaturedExperts();
  // A failure is tolerated: the section shows its empty state.
  const experts = isError ? [] : (data ?? null);
  return (
    <SpotlightSection
      items={experts}
      loadingLabel={t('spotlights.loading')}
      emptyTitle={t('spotlights.none')}
      emptyIcon="graduation"
      tile={(expert) => spotlightTile(expert, t)}
    />
  );
}

export default ExpertSpotlights satisfies HomeSectionContract;
