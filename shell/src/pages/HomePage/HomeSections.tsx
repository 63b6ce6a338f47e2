import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, Icon, media, theme } from '@podbridge/shared/ui';
import { HOW_IT_WORKS, PLATFORM_FEATURES } from '../../components/Marketing/content';
import { Section, SectionIntro } from '../../components/Marketing/Section';

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
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};

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

/** For Experts and For Podcasters. */
export function AudienceSection() {
  return (
    <Section>
      <TwoColumns>
        <AudienceCard>
          <h3>For Experts</h3>
          <ul>
            <li>Publish a profile that podcasters can find by topic</li>
            <li>Get booked as a guest on shows that fit your field</li>
            <li>Hear from podcasters directly: messages arrive live, with an email when one waits</li>
          </ul>
          <ButtonLink to={paths.register}>Join as an Expert</ButtonLink>
        </AudienceCard>
        <AudienceCard>
          <h3>For Podcasters</h3>
          <ul>
            <li>Search the expert directory by category and expertise</li>
            <li>Message guests directly and plan your episodes</li>
            <li>Get your show reviewed, published and featured on the home page</li>
          </ul>
          <ButtonLink to={paths.register} variant="secondary">
            Join as a Podcaster
          </ButtonLink>
        </AudienceCard>
      </TwoColumns>
    </Section>
  );
}

/** Our Mission. */
export function MissionSection() {
  return (
    <Section $muted>
      <div>
        <h2>Our Mission</h2>
        <SectionIntro>
          Every great conversation starts with the right guest. We make it simple for podcasters to find
          knowledgeable voices and for experts to share what they know with new audiences, from Stockholm to
          the rest of the world.
        </SectionIntro>
      </div>
    </Section>
  );
}

/** How It Works: Discover, Connect, Collaborate. */
export function HowItWorksSection() {
  return (
    <Section>
      <div>
        <h2>How It Works</h2>
        <SectionIntro>Three steps from idea to episode.</SectionIntro>
        <CardGrid $columns={3}>
          {HOW_IT_WORKS.map((step, index) => (
            <Step key={step.title}>
              <span aria-hidden="true">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Step>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

/** Platform Features: six cards. */
export function FeaturesSection() {
  return (
    <Section $muted>
      <div>
        <h2>Platform Features</h2>
        <SectionIntro>Everything you need to find, meet and work with the right people.</SectionIntro>
        <CardGrid $columns={3}>
          {PLATFORM_FEATURES.map((feature) => (
            <Feature key={feature.title}>
              <span>
                <Icon name={feature.icon} size={28} />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </Feature>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
