import { Container, EmptyState, PageHeader, Spinner } from '@podbridge/shared/ui';
import { RemoteArea } from '../../components/RemoteArea/RemoteArea';
import { NO_FEATURED_EXPERTS, NO_FEATURED_PODCASTS } from '../HomePage/HomePage';
import { Section } from '../HomePage/HomeSections';

/** /featured: the featured experts and podcasts on one page. */
export function FeaturedPage() {
  return (
    <>
      <PageHeader title="Featured" subtitle="Hand-picked experts and podcasts from the PodBridge community." />
      <Container>
        <Section aria-labelledby="featured-experts">
          <h2 id="featured-experts">Expert Spotlights</h2>
          <RemoteArea
            remote="experts"
            module="experts/ExpertSpotlights"
            loading={<Spinner label="Loading experts" />}
            unavailable={<EmptyState title={NO_FEATURED_EXPERTS} />}
          />
        </Section>
        <Section aria-labelledby="featured-shows">
          <h2 id="featured-shows">Featured Podcasts</h2>
          <RemoteArea
            remote="podcasts"
            module="podcasts/FeaturedPodcasts"
            loading={<Spinner label="Loading podcasts" />}
            unavailable={<EmptyState title={NO_FEATURED_PODCASTS} />}
          />
        </Section>
      </Container>
    </>
  );
}
