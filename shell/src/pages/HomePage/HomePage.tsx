import { useDocumentTitle } from '@podbridge/shared/ui';
import { ExpertSpotlightsArea, FeaturedPodcastsArea } from '../../components/Marketing/FeaturedAreas';
import { Section, SectionIntro } from '../../components/Marketing/Section';
import { HomeHero } from './HomeHero';
import { AudienceSection, FeaturesSection, HowItWorksSection, MissionSection } from './HomeSections';

/** The home page's tab title: the site's promise rather than a page name. */
const HOME_TITLE = 'Podcasters meet expert guests';

/** The home page: hero, the two featured sections from their remotes, then the product story. */
export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  return (
    <>
      <HomeHero />
      <Section aria-labelledby="expert-spotlights">
        <div>
          <h2 id="expert-spotlights">Expert Spotlights</h2>
          <SectionIntro>Meet some of the experts ready to join your show.</SectionIntro>
          <ExpertSpotlightsArea />
        </div>
      </Section>
      <Section $muted aria-labelledby="featured-podcasts">
        <div>
          <h2 id="featured-podcasts">Featured Podcasts</h2>
          <SectionIntro>Shows our community is listening to right now.</SectionIntro>
          <FeaturedPodcastsArea />
        </div>
      </Section>
      <AudienceSection />
      <MissionSection />
      <HowItWorksSection />
      <FeaturesSection />
    </>
  );
}
