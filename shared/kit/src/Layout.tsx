import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cluster, plainList, type Gap } from './layoutRules';
import { media, theme } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.breakpoints.xl}px;
  margin: 0 auto;
  padding: 0 ${theme.spacing.md};
  ${media.md} {
    padding: 0 ${theme.spacing.lg};
  }
`;

/*
 * A page's title band: short, so the page leads with its own content (a directory's first cards start on a phone's
 * first screen; only the home page has a hero of its own); its decorative glow sits behind the text (the content's
 * own layer), never tinting a heading.
 */
const Banner = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${theme.spacing.lg} 0;
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  &::after {
    content: '';
    position: absolute;
    right: -100px;
    top: -100px;
    width: 240px;
    height: 240px;
    border-radius: 50%;
    background: radial-gradient(circle, rgba(249, 115, 22, 0.35), transparent 70%);
    pointer-events: none;
  }
  & > * {
    position: relative;
    z-index: 1;
  }
  ${media.md} {
    padding: ${theme.spacing.xl} 0;
    &::after {
      right: -120px;
      top: -120px;
      width: 360px;
      height: 360px;
    }
  }
`;

const BannerTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.heavy};
  ${media.md} {
    font-size: ${theme.fontSizes.hero};
  }
`;

const BannerSubtitle = styled.p`
  max-width: 640px;
  margin-top: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.md};
  opacity: 0.9;
  ${media.md} {
    margin-top: ${theme.spacing.sm};
    font-size: ${theme.fontSizes.lg};
  }
`;

const BannerExtra = styled.div`
  margin-top: ${theme.spacing.md};
  ${media.md} {
    margin-top: ${theme.spacing.lg};
  }
`;

/** From tablets on, the title on the left and the band's figures and actions on the right. */
const Beside = styled(Container)`
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.spacing.xl};
    & > ${BannerExtra} {
      margin-top: 0;
    }
  }
`;

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** The children beside the title from tablets on (a directory's figures and its create button), else under it. */
  aside?: boolean;
}

/** The gradient band at the top of a page, with optional figures or actions under or beside the title. */
export function PageHeader({ title, subtitle, children, aside = false }: PageHeaderProps) {
  const Content = aside ? Beside : Container;
  return (
    <Banner>
      <Content>
        <div>
          <BannerTitle>{title}</BannerTitle>
          {subtitle && <BannerSubtitle>{subtitle}</BannerSubtitle>}
        </div>
        {children && <BannerExtra>{children}</BannerExtra>}
      </Content>
    </Banner>
  );
}

export const Hero = PageHeader;

/** Children in a column (or row) with even gaps. */
export const Stack = styled.div<{ $gap?: Gap; $direction?: 'row' | 'column'; $align?: string }>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  align-items: ${({ $align = 'stretch' }) => $align};
  gap: ${({ $gap = 'md' }) => theme.spacing[$gap]};
  flex-wrap: ${({ $direction }) => ($direction === 'row' ? 'wrap' : 'nowrap')};
`;

/** A page's content under its header: the site's width, sections in a column with even gaps. */
export const PageBody = styled(Container)<{ $gap?: Gap }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 'lg' }) => theme.spacing[$gap]};
  padding-top: ${theme.spacing.md};
  padding-bottom: ${theme.spacing.xxl};
  ${media.md} {
    padding-top: ${theme.spacing.xl};
  }
`;

/** A list without bullets or indent, its items in a column with even gaps (render it `as="ol"` for an ordered one). */
export const PlainList = styled.ul<{ $gap?: Gap }>`
  ${({ $gap = 'md' }) => plainList($gap)}
`;

/** Children side by side, centred across, wrapping when they do not fit: a row of buttons, tags or facts. */
export const Cluster = styled.div<{ $gap?: Gap; $justify?: string }>`
  ${({ $gap = 'sm' }) => cluster($gap)}
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
`;

/** A responsive grid whose cells are at least `$min` wide. */
export const Grid = styled.div<{ $min?: string; $gap?: Gap }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = '260px' }) => $min}, 100%), 1fr));
  gap: ${({ $gap = 'lg' }) => theme.spacing[$gap]};
`;
