import { useDocumentTitle } from '@podbridge/kit';
import { ExpertSpotlightsArea, FeaturedPodcastsArea } from '../../components/Marketing/FeaturedAreas';
import { Section, SectionIntro } from '../../components/Marketing/Section';
import { HomeHero } from './HomeHero';
import { useShellTexts } from '../../texts';
import { AudienceSection, FeaturesSection, HowItWorksSection, MissionSection } from './HomeSections';

/** The home page: hero, the two featured sections from their remotes, then the product story. */
export function HomePage() {
  const { t } = useShellTexts();
  // The tab's title: the site's promise rather than a page name.
  useDocumentTitle(t('titles.home'));
  return (
    <>
      <HomeHero />
      <Section aria-labelledby="expert-spotlights">
        <div>
          <h2 id="expert-spotlights">{t('home.spotlightsTitle')}</h2>
          <SectionIntro>{t('home.spotlightsIntro')}</SectionIntro>
          <ExpertSpotlightsArea />
        </div>
      </Section>
      <Section $muted aria-labelledby="featured-podcasts">
        <div>
          <h2 id="featured-podcasts">{t('home.featuredTitle')}</h2>
          <SectionIntro>{t('home.featuredIntro')}</SectionIntro>
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
