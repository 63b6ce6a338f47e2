import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { ButtonLink, media, theme, wrap } from '@podbridge/kit';
import { MARKETING_FIGURES } from '../../components/Marketing/content';
import { useShellTexts } from '../../texts';

const HeroBanner = styled.section`
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  padding: ${theme.spacing.xxxl} ${theme.spacing.md};
  text-align: center;

  h1 {
    margin: 0 auto ${theme.spacing.md};
    max-width: 820px;
    font-size: clamp(2rem, 5vw, 3.25rem);
    line-height: 1.1;
    letter-spacing: -0.03em;
  }
`;

const Lead = styled.p`
  margin: 0 auto ${theme.spacing.lg};
  max-width: 640px;
  font-size: ${theme.fontSizes.lg};
  color: rgba(255, 255, 255, 0.86);
`;

const Welcome = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.spacing.lg};
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-radius: ${theme.radii.pill};
  background: rgba(255, 255, 255, 0.14);
  font-weight: ${theme.fontWeights.semibold};
`;

const Actions = styled.div`
  ${wrap('md')}
  justify-content: center;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.spacing.md};
  max-width: 560px;
  margin: ${theme.spacing.xxl} auto 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${theme.spacing.md} ${theme.spacing.sm};
    border-radius: ${theme.radii.lg};
    background: rgba(255, 255, 255, 0.1);
  }

  dt {
    font-size: ${theme.fontSizes.sm};
    color: rgba(255, 255, 255, 0.78);
  }

  /* A third of a phone's width holds "2000+" only at a size that follows the screen. */
  dd {
    margin: 0;
    font-size: clamp(1.25rem, 6vw, ${theme.fontSizes.xxl});
    font-weight: ${theme.fontWeights.heavy};
    white-space: nowrap;
    ${media.md} {
      font-size: ${theme.fontSizes.figure};
    }
  }
`;

/** The home page's hero banner, with the welcome line for a signed-in user. */
export function HomeHero() {
  const { t } = useShellTexts();
  const { user, isAuthenticated } = useAuth();
  return (
    <HeroBanner>
      <h1>{t('home.heroTitle')}</h1>
      <Lead>{t('home.heroLead')}</Lead>
      {isAuthenticated && user ? (
        <Welcome>{t(`home.welcome.${user.is_admin ? 'admin' : user.user_type}`, { username: user.username })}</Welcome>
      ) : null}
      <Actions>
        <ButtonLink to={paths.experts} variant="light" size="lg">
          {t('home.findExperts')}
        </ButtonLink>
        <ButtonLink
          to={paths.podcasts}
          variant="outline"
          size="lg"
          style={{ color: theme.colors.white, borderColor: 'rgba(255,255,255,0.6)' }}
        >
          {t('home.browsePodcasts')}
        </ButtonLink>
      </Actions>
      <Figures>
        {MARKETING_FIGURES.map((figure) => (
          <div key={figure.label}>
            <dt>{t(`marketing.figures.${figure.label}`)}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </Figures>
    </HeroBanner>
  );
}
