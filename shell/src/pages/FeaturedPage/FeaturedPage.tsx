import { Container, PageHeader, useDocumentTitle } from '@podbridge/shared/ui';
import { ExpertSpotlightsArea, FeaturedPodcastsArea } from '../../components/Marketing/FeaturedAreas';
import { ContainedSection } from '../../components/Marketing/Section';

/** /featured: the featured experts and podcasts on one page. */
export function FeaturedPage() {
  useDocumentTitle('Featured');
  return (
    <>
      <PageHeader title="Featured" subtitle="Hand-picked experts and podcasts from the PodBridge community." />
      <Container>
        <ContainedSection aria-labelledby="featured-experts">
          <h2 id="featured-experts">Expert Spotlights</h2>
          <ExpertSpotlightsArea />
        </ContainedSection>
        <ContainedSection aria-labelledby="featured-shows">
          <h2 id="featured-shows">Featured Podcasts</h2>
          <FeaturedPodcastsArea />
        </ContainedSection>
      </Container>
    </>
  );
}
