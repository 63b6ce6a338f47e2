import styled from 'styled-components';
import { textList } from '@podbridge/shared/i18n';
import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, Icon, media, theme, stack } from '@podbridge/kit';
import { HOW_IT_WORKS, PLATFORM_FEATURES } from '../../components/Marketing/content';
import { Section, SectionIntro } from '../../components/Marketing/Section';
import { useShellTexts } from '../../texts';

const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.spacing.lg};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const CardGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${theme.spacing.lg};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const AudienceCard = styled(Card)`
  ${stack('md')}

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  ul {
    margin: 0;
    padding-left: 1.2em;
    color: ${theme.colors.textMuted};
    display: grid;
    gap: ${theme.spacing.xs};
  }

  a {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const Step = styled(Card)`
  text-align: center;

  span {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    margin-bottom: ${theme.spacing.md};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.heavy};
    font-size: ${theme.fontSizes.lg};
  }

  h3 {
    margin: 0 0 ${theme.spacing.sm};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Feature = styled(Card)`
  h3 {
    margin: ${theme.spacing.sm} 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }

  span {
    display: inline-grid;
    place-items: center;
    width: 52px;
    height: 52px;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
  }
`;

function Points({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** For Experts and For Podcasters. */
export function AudienceSection() {
  const { t } = useShellTexts();
  return (
    <Section>
      <TwoColumns>
        <AudienceCard>
          <h3>{t('home.forExperts.title')}</h3>
          <Points items={textList(t('home.forExperts.points', { returnObjects: true }))} />
          <ButtonLink to={paths.register}>{t('home.forExperts.join')}</ButtonLink>
        </AudienceCard>
        <AudienceCard>
          <h3>{t('home.forPodcasters.title')}</h3>
          <Points items={textList(t('home.forPodcasters.points', { returnObjects: true }))} />
          <ButtonLink to={paths.register} variant="secondary">
            {t('home.forPodcasters.join')}
          </ButtonLink>
        </AudienceCard>
      </TwoColumns>
    </Section>
  );
}

/** Our Mission. */
export function MissionSection() {
  const { t } = useShellTexts();
  return (
    <Section $muted>
      <div>
        <h2>{t('home.missionTitle')}</h2>
        <SectionIntro>{t('home.missionText')}</SectionIntro>
      </div>
    </Section>
  );
}

/** How It Works: Discover, Connect, Collaborate. */
export function HowItWorksSection() {
  const { t } = useShellTexts();
  return (
    <Section>
      <div>
        <h2>{t('home.howItWorksTitle')}</h2>
        <SectionIntro>{t('home.howItWorksIntro')}</SectionIntro>
        <CardGrid $columns={3}>
          {HOW_IT_WORKS.map((step, index) => (
            <Step key={step}>
              <span aria-hidden="true">{index + 1}</span>
              <h3>{t(`marketing.howItWorks.${step}.title`)}</h3>
              <p>{t(`marketing.howItWorks.${step}.text`)}</p>
            </Step>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

/** Platform Features: six cards. */
export function FeaturesSection() {
  const { t } = useShellTexts();
  return (
    <Section $muted>
      <div>
        <h2>{t('home.featuresTitle')}</h2>
        <SectionIntro>{t('home.featuresIntro')}</SectionIntro>
        <CardGrid $columns={3}>
          {PLATFORM_FEATURES.map((feature) => (
            <Feature key={feature.key}>
              <span>
                <Icon name={feature.icon} size={28} />
              </span>
              <h3>{t(`marketing.features.${feature.key}.title`)}</h3>
              <p>{t(`marketing.features.${feature.key}.text`)}</p>
            </Feature>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
