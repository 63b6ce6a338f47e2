import { Container, PageHeader, useDocumentTitle } from '@podbridge/kit';
import { ExpertSpotlightsArea, FeaturedPodcastsArea } from '../../components/Marketing/FeaturedAreas';
import { ContainedSection } from '../../components/Marketing/Section';
import { useShellTexts } from '../../texts';

/** /featured: the featured experts and podcasts on one page. */
export function FeaturedPage() {
  const { t } = useShellTexts();
  useDocumentTitle(t('titles.featured'));
  return (
    <>
      <PageHeader title={t('featuredPage.title')} subtitle={t('featuredPage.subtitle')} />
      <Container>
        <ContainedSection aria-labelledby="featured-experts">
          <h2 id="featured-experts">{t('featuredPage.experts')}</h2>
          <ExpertSpotlightsArea />
        </ContainedSection>
        <ContainedSection aria-labelledby="featured-shows">
          <h2 id="featured-shows">{t('featuredPage.podcasts')}</h2>
          <FeaturedPodcastsArea />
        </ContainedSection>
      </Container>
    </>
  );
}
