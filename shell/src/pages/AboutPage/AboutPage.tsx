import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { ButtonLink, Card, Container, PageHeader, media, theme, useDocumentTitle } from '@podbridge/shared/ui';
import { HOW_IT_WORKS, MARKETING_FIGURES, PLATFORM_FEATURES } from '../../components/Marketing/content';
import { ContainedSection, SectionIntro } from '../../components/Marketing/Section';

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
    font-size: 2rem;
    color: ${theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.md};
`;

const GETTING_STARTED = {
  podcasters: [
    'Register as a podcaster and verify your email address',
    'Create your podcaster profile',
    'Publish your podcast; our team reviews it, usually within 24 hours',
    'Search the expert directory and message your next guest',
  ],
  experts: [
    'Register as an expert and verify your email address',
    'Create your expert profile with your fields of expertise',
    'Get found by podcasters searching your topics',
    'Answer their messages and agree on an episode together',
  ],
};

const TEAM = [
  { name: 'Elin Lindqvist', role: 'Co-founder & CEO' },
  { name: 'Omar Haddad', role: 'Co-founder & CTO' },
  { name: 'Sara Nilsson', role: 'Head of Community' },
];

/** /about: the company, how the product works and how to start. */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <PageHeader
        title="About PodBridge"
        subtitle="A Sweden-based marketplace and professional network for podcasters and expert guests."
      />
      <Container>
        <ContainedSection aria-label="PodBridge in figures">
          <Grid $columns={3}>
            {MARKETING_FIGURES.map((figure) => (
              <Figure key={figure.label}>
                <strong>{figure.value}</strong>
                {figure.label}
              </Figure>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>Our mission</h2>
          <SectionIntro>
            We believe every listener deserves to hear from people who truly know their subject, and every expert
            deserves a stage. PodBridge brings the two together.
          </SectionIntro>
          <Grid $columns={3}>
            {HOW_IT_WORKS.map((step, index) => (
              <Card key={step.title}>
                <h3>
                  {index + 1}. {step.title}
                </h3>
                <p>{step.text}</p>
              </Card>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>What you get</h2>
          <Grid $columns={3}>
            {PLATFORM_FEATURES.map((feature) => (
              <Card key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Card>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>Getting started</h2>
          <Grid $columns={2}>
            <Card>
              <h3>For podcasters</h3>
              <ol>
                {GETTING_STARTED.podcasters.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card>
            <Card>
              <h3>For experts</h3>
              <ol>
                {GETTING_STARTED.experts.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card>
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>Our team</h2>
          <Grid $columns={3}>
            {TEAM.map((member) => (
              <Card key={member.name}>
                <h3>{member.name}</h3>
                <p>{member.role}</p>
              </Card>
            ))}
          </Grid>
        </ContainedSection>
        <ContainedSection>
          <h2>Get in touch</h2>
          <SectionIntro>
            Questions about PodBridge? Write to <a href="mailto:hello@podbridge.se">hello@podbridge.se</a> or use
            our <Link to={paths.contact}>contact page</Link>; we answer general questions within 48 hours.
          </SectionIntro>
          <Actions>
            <ButtonLink to={paths.register}>Join PodBridge</ButtonLink>
            <ButtonLink to={paths.experts} variant="secondary">
              Find Experts
            </ButtonLink>
            <ButtonLink to={paths.home} variant="outline">
              Back to Home
            </ButtonLink>
          </Actions>
        </ContainedSection>
      </Container>
    </>
  );
}
