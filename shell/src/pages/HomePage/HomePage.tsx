import { EmptyState, Spinner } from '@podbridge/shared/ui';
import { RemoteArea } from '../../components/RemoteArea/RemoteArea';
import { HomeHero } from './HomeHero';
import { AudienceSection, FeaturesSection, HowItWorksSection, MissionSection, Section, SectionIntro } from './HomeSections';

export const NO_FEATURED_EXPERTS = 'No featured experts available yet';
export const NO_FEATURED_PODCASTS = 'No featured podcasts available yet';

/** The home page: hero, the two featured sections from their remotes, then the product story. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <Section aria-labelledby="expert-spotlights">
        <div>
          <h2 id="expert-spotlights">Expert Spotlights</h2>
          <SectionIntro>Meet some of the experts ready to join your show.</SectionIntro>
          <RemoteArea
            remote="experts"
            module="experts/ExpertSpotlights"
            loading={<Spinner label="Loading experts" />}
            unavailable={<EmptyState title={NO_FEATURED_EXPERTS} />}
          />
        </div>
      </Section>
      <Section $muted aria-labelledby="featured-podcasts">
        <div>
          <h2 id="featured-podcasts">Featured Podcasts</h2>
          <SectionIntro>Shows our community is listening to right now.</SectionIntro>
          <RemoteArea
            remote="podcasts"
            module="podcasts/FeaturedPodcasts"
            loading={<Spinner label="Loading podcasts" />}
            unavailable={<EmptyState title={NO_FEATURED_PODCASTS} />}
          />
        </div>
      </Section>
      <AudienceSection />
      <MissionSection />
      <HowItWorksSection />
      <FeaturesSection />
    </>
  );
}
