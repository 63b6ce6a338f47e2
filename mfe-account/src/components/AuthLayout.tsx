import type { ReactNode } from 'react';
import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { textList } from '@podbridge/shared/i18n';
import { Icon, media, theme, cluster, stack, inlineCentered } from '@podbridge/kit';
import { useAccountTexts } from '../texts';

// The frame starts at the top, never centred on its own height: the page comes rendered and a browser may paint it
// before the whole of it has arrived, so a centred frame would move as the rest of its form came in.
const Page = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  flex: 1;
  min-height: calc(100vh - 65px);
  padding: ${theme.spacing.lg} ${theme.spacing.sm};
  background:
    radial-gradient(circle at 10% 10%, rgba(124, 58, 237, 0.12), transparent 40%),
    radial-gradient(circle at 90% 90%, rgba(249, 115, 22, 0.1), transparent 40%), ${theme.colors.background};
  ${media.sm} {
    padding: ${theme.spacing.xxl} ${theme.spacing.md};
  }
`;

const Frame = styled.div<{ $wide: boolean }>`
  display: grid;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '1040px' : '960px')};
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.lg};
  ${media.lg} {
    grid-template-columns: 5fr 7fr;
  }
`;

const SidePanel = styled.aside`
  position: relative;
  ${stack('md')}
  padding: ${theme.spacing.lg};
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  overflow: hidden;
  /* Anchored to the top like everything in the panel: the panel grows with the form beside it as the page arrives. */
  &::after {
    content: '';
    position: absolute;
    right: -90px;
    top: -90px;
    width: 240px;
    height: 240px;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(249, 115, 22, 0.45), transparent 70%);
  }
  ${media.lg} {
    padding: ${theme.spacing.xxl} ${theme.spacing.xl};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.heavy};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.white};
  }
`;

const BrandMark = styled.span`
  ${inlineCentered}
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.md};
  background: ${theme.gradients.accent};
  font-size: 18px;
`;

const Headline = styled.p`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.3;
  ${media.lg} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const Points = styled.ul`
  display: none;
  padding: 0;
  list-style: none;
  ${media.lg} {
    display: grid;
    gap: ${theme.spacing.sm};
  }
  li {
    display: flex;
    gap: 10px;
    opacity: 0.92;
  }
  li::before {
    content: '✓';
    font-weight: ${theme.fontWeights.bold};
    color: #fdba74;
  }
`;

const Content = styled.section`
  ${stack('lg')}
  padding: ${theme.spacing.lg} ${theme.spacing.md};
  ${media.sm} {
    padding: ${theme.spacing.xl};
  }
  ${media.lg} {
    padding: ${theme.spacing.xxl};
  }
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.heavy};
  color: ${theme.colors.text};
`;

const Subtitle = styled.p`
  margin-top: 6px;
  color: ${theme.colors.textMuted};
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Registration needs a little more room for its path cards. */
  wide?: boolean;
}

/** The sign-in family of pages: a card with the brand panel beside the form, centred across the page. */
export function AuthLayout({ title, subtitle, children, wide = false }: AuthLayoutProps) {
  const { t } = useAccountTexts();
  return (
    <Page>
      <Frame $wide={wide}>
        <SidePanel>
          <Brand to={paths.home}>
            <BrandMark aria-hidden="true">
              <Icon name="mic" size={18} />
            </BrandMark>
            PodBridge
          </Brand>
          <Headline>{t('auth.headline')}</Headline>
          <Points>
            {textList(t('auth.points', { returnObjects: true })).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        </SidePanel>
        <Content>
          <header>
            <Title>{title}</Title>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </header>
          {children}
        </Content>
      </Frame>
    </Page>
  );
}

/** The vertical rhythm of the forms inside an `AuthLayout`. */
export const AuthForm = styled.form`
  ${stack('md')}
`;

/** Secondary actions under a form, e.g. "Back to Login". */
export const AuthFooter = styled.div`
  ${cluster('sm')}
  justify-content: center;
  padding-top: ${theme.spacing.md};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
