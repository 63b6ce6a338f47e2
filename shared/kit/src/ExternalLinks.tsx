import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/format';
import { Icon, type IconName } from './Icon';
import { inlineRow, wrap } from './layoutRules';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const List = styled.ul`
  ${wrap('sm', 'md')}
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    ${inlineRow('xs')}
    font-weight: ${theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/** One link to another site: its text, its address as stored, and its icon (a globe unless told). */
export interface ExternalLink {
  label: string;
  url: string | null | undefined;
  icon?: IconName;
}

export interface ExternalLinksProps {
  /** The list's accessible name, e.g. 'Links'. */
  label: string;
  links: readonly ExternalLink[];
  /** Read after each link's text, e.g. ' (opens in a new tab)'. */
  newTabHint?: string;
  /** A page's own alignment of the row (see styled()). */
  className?: string;
}

/**
 * A profile's links to other sites (a website, social networks) in a wrapping row, each opening in a new tab without
 * access to this page. Addresses that are not http(s) are left out; without any link, nothing is shown.
 */
export function ExternalLinks({ label, links, newTabHint, className }: ExternalLinksProps) {
  const safe = links.flatMap(({ label: text, url, icon = 'globe' }) => {
    const address = externalUrl(url);
    return address ? [{ text, address, icon }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <List aria-label={label} className={className}>
      {safe.map(({ text, address, icon }) => (
        <li key={`${text}-${address}`}>
          <a href={address} target="_blank" rel="noopener noreferrer">
            <Icon name={icon} size={16} />
            {text}
            {newTabHint && <VisuallyHidden>{newTabHint}</VisuallyHidden>}
          </a>
        </li>
      ))}
    </List>
  );
}
