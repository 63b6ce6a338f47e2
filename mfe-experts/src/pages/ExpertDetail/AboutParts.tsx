import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ExternalLinkIcon, FactList, VisuallyHidden, row, theme, wrap } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';

export const Section = styled.div`
  margin-top: ${theme.spacing.lg};
`;

export const Subheading = styled.h3`
  margin-bottom: ${theme.spacing.sm};
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.textMuted};
`;

export const Badges = styled.ul`
  ${wrap('sm')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Contact = styled(FactList)`
  dt {
    ${row('xs')}
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
  }
`;

/** A link that opens in a new tab and says so; it reads as its address unless given other words. */
export function ExternalLink({ url, children = url }: { url: string; children?: ReactNode }) {
  const { t } = useExpertTexts();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children} <ExternalLinkIcon size={14} />
      <VisuallyHidden>{t('about.newTab')}</VisuallyHidden>
    </a>
  );
}
