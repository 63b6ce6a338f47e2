import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { media, theme, VisuallyHidden, cluster } from '@podbridge/kit';
import { useShellTexts, type ShellTextKey } from '../../texts';
import { Brand } from '../Brand/Brand';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';

const FooterBar = styled.footer`
  margin-top: auto;
  background: ${theme.colors.primaryDark};
  color: rgba(255, 255, 255, 0.78);
`;

const Columns = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.spacing.xxl} ${theme.spacing.md} ${theme.spacing.xl};
  display: grid;
  gap: ${theme.spacing.xl};
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1.2fr;
  }

  h2 {
    margin: 0 0 ${theme.spacing.md};
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.colors.white};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.spacing.sm};
  }

  a {
    color: rgba(255, 255, 255, 0.78);
    text-decoration: none;
  }

  a:hover {
    color: ${theme.colors.white};
    text-decoration: underline;
  }

  address {
    font-style: normal;
    display: grid;
    gap: ${theme.spacing.sm};
  }
`;

const Social = styled.ul`
  display: flex !important;
  gap: ${theme.spacing.sm} !important;
  margin-top: ${theme.spacing.md} !important;

  a {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${theme.radii.pill};
    background: rgba(255, 255, 255, 0.1);
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Bottom = styled.div`
  ${cluster('sm', 'lg')}
  justify-content: center;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  padding: ${theme.spacing.md};
  text-align: center;
  font-size: ${theme.fontSizes.sm};
`;

const EXPLORE_LINKS: { to: string; label: ShellTextKey }[] = [
  { to: paths.experts, label: 'footer.findExperts' },
  { to: paths.podcasts, label: 'footer.browsePodcasts' },
  { to: paths.featured, label: 'footer.featured' },
  { to: paths.about, label: 'footer.aboutUs' },
  { to: paths.contact, label: 'footer.contact' },
];

const GET_STARTED_LINKS: { to: string; label: ShellTextKey }[] = [
  { to: paths.expertCreationShortcut, label: 'footer.becomeExpert' },
  { to: paths.podcastCreationShortcut, label: 'footer.listPodcast' },
  { to: paths.messagingShortcut, label: 'footer.messaging' },
];

const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/company/podbridge', label: 'LinkedIn', short: 'in' },
  { href: 'https://x.com/podbridge', label: 'X', short: 'X' },
  { href: 'https://www.instagram.com/podbridge', label: 'Instagram', short: 'IG' },
  { href: 'https://www.facebook.com/podbridge', label: 'Facebook', short: 'f' },
  { href: 'https://www.youtube.com/@podbridge', label: 'YouTube', short: 'YT' },
];

/** The site footer. */
export function Footer() {
  const { t } = useShellTexts();
  return (
    <FooterBar>
      <Columns>
        <div>
          <Brand light />
          <p>{t('footer.tagline')}</p>
          <Social aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {/* The badge is decoration; the network's name is what the link says. */}
                  <span aria-hidden="true">{link.short}</span>
                  <VisuallyHidden>{link.label}</VisuallyHidden>
                </a>
              </li>
            ))}
          </Social>
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2>{t('footer.explore')}</h2>
          <ul>
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.getStarted')}>
          <h2>{t('footer.getStarted')}</h2>
          <ul>
            {GET_STARTED_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('footer.contact')}</h2>
          <address>
            <a href="mailto:hello@podbridge.se">hello@podbridge.se</a>
            <a href="tel:+46812345678">+46 8 123 456 78</a>
            <span>{t('footer.address')}</span>
          </address>
        </div>
      </Columns>
      <Bottom>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <LanguageSwitcher tone="dark" />
      </Bottom>
    </FooterBar>
  );
}
