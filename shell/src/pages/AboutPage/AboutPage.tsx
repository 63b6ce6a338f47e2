import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { Trans, textList } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, Container, PageHeader, media, theme, useDocumentTitle, wrap } from '@podbridge/kit';
import { HOW_IT_WORKS, MARKETING_FIGURES, PLATFORM_FEATURES } from '../../components/Marketing/content';
import { ContainedSection, SectionIntro } from '../../components/Marketing/Section';
import { useShellTexts } from '../../texts';

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }

  h3 {
    margin: 0 0 ${theme.spacing.sm};
  }

  p,
  li {
    color: ${theme.colors.textMuted};
  }
`;

const Figure = styled(Card)`
  text-align: center;
  strong {
    display: block;
    font-size: ${theme.fontSizes.figure};
    color: ${theme.colors.primary};
  }
`;

const Actions = styled.div`
  ${wrap('md')}
`;

const TEAM = [
  { name: 'Elin Lindqvist', role: 'ceo' },
  { name: 'Omar Haddad', role: 'cto' },
  { name: 'Sara Nilsson', role: 'community' },
] as const;

/** /about: the company, how the product works and how to start. */
export function AboutPage() {
  const { t } = useShellTexts();
  useDocumentTitle(t('titles.about'));
  return (
    <>
      <PageHeader title={t('about.title')} subtitle={t('about.subtitle')} />
      <Container>
        <ContainedSection aria-label={t('about.figures')}>
          <Grid $columns={3}>
            {MARKETING_FIGURES.map((figure) => (
              <Figure key={figure.label}>
                <strong>{figure.value}</strong>
                {t(`marketing.figures.${figure.label}`)}
              </Figure>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>{t('about.missionTitle')}</h2>
          <SectionIntro>{t('about.missionText')}</SectionIntro>
          <Grid $columns={3}>
            {HOW_IT_WORKS.map((step, index) => (
              <Card key={step}>
                <h3>{t('about.step', { number: index + 1, title: t(`marketing.howItWorks.${step}.title`) })}</h3>
                <p>{t(`marketing.howItWorks.${step}.text`)}</p>
              </Card>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>{t('about.featuresTitle')}</h2>
          <Grid $columns={3}>
            {PLATFORM_FEATURES.map((feature) => (
              <Card key={feature.key}>
                <h3>{t(`marketing.features.${feature.key}.title`)}</h3>
                <p>{t(`marketing.features.${feature.key}.text`)}</p>
              </Card>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>{t('about.gettingStartedTitle')}</h2>
          <Grid $columns={2}>
            <Card>
              <h3>{t('about.forPodcasters')}</h3>
              <Steps items={textList(t('about.podcasterSteps', { returnObjects: true }))} />
            </Card>
            <Card>
              <h3>{t('about.forExperts')}</h3>
              <Steps items={textList(t('about.expertSteps', { returnObjects: true }))} />
            </Card>
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>{t('about.teamTitle')}</h2>
          <Grid $columns={3}>
            {TEAM.map((member) => (
              <Card key={member.name}>
                <h3>{member.name}</h3>
                <p>{t(`about.roles.${member.role}`)}</p>
              </Card>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>{t('about.contactTitle')}</h2>
          <SectionIntro>
            <Trans
              t={t}
              i18nKey="about.contactText"
              components={{ email: <a href="mailto:hello@podbridge.se" />, contact: <Link to={paths.contact} /> }}
            />
          </SectionIntro>
          <Actions>
            <ButtonLink to={paths.register}>{t('about.join')}</ButtonLink>
            <ButtonLink to={paths.experts} variant="secondary">
              {t('about.findExperts')}
            </ButtonLink>
            <ButtonLink to={paths.home} variant="outline">
              {t('about.home')}
            </ButtonLink>
          </Actions>
        </ContainedSection>
      </Container>
    </>
  );
}

function Steps({ items }: { items: readonly string[] }) {
  return (
    <ol>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}
