import { useDeferredValue, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { stack } from './layoutRules';
import { EmptyState } from './EmptyState';
import { Hyphenated } from './Hyphenated';
import { Icon, type IconName } from './Icon';
import { media, theme } from './theme';

/** 2, 3, then 6 per row on large screens. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.spacing.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;

const Body = styled.div`
  ${stack('xs')}
  flex: 1;
  padding: ${theme.spacing.sm} ${theme.spacing.md} ${theme.spacing.md};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.md};
  overflow-wrap: break-word;
  hyphens: auto;
`;

const Text = styled.p`
  flex: 1;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: break-word;
  hyphens: auto;
`;

/**
 * How many tiles the placeholder holds: the demo's and a typical site's featured count, a wide screen's row, two rows
 * on a tablet and three on a phone.
 */
const PLACEHOLDER_TILES = 6;

/** A tile's text under its square image, as the tiles measure at every width (163-185 px). */
const PLACEHOLDER_BODY_HEIGHT = '172px';

const pulse = keyframes`50% { opacity: 0.55; }`;

const PlaceholderGrid = styled(Grid)`
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

const PlaceholderImage = styled.div`
  aspect-ratio: 1 / 1;
  background: ${theme.colors.surfaceMuted};
`;

const PlaceholderBody = styled(Body)`
  flex: none;
  height: ${PLACEHOLDER_BODY_HEIGHT};
`;

const PlaceholderLine = styled.span<{ $width: string; $tall?: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $tall }) => ($tall ? '1.1rem' : '0.8rem')};
  margin-bottom: ${theme.spacing.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
`;

/**
 * The shape of a section's tiles while they load (from the remote that draws them, then from the API): it holds their
 * place, so nothing below moves when they come and a section further down stays off the screen until the reader
 * scrolls to it. Read as one status with `label`.
 */
export function SpotlightPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <PlaceholderGrid aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          <Tile key={index}>
            <PlaceholderImage />
            <PlaceholderBody>
              <PlaceholderLine $width="70%" $tall />
              <PlaceholderLine $width="100%" />
              <PlaceholderLine $width="55%" />
            </PlaceholderBody>
          </Tile>
        ))}
      </PlaceholderGrid>
    </div>
  );
}

export interface SpotlightTile {
  image: ReactNode;
  /** Text titles and previews are hyphenated by `lang` (the content's language; the page's when not given). */
  title: ReactNode;
  /** The short preview under the title. */
  text: ReactNode;
  lang?: string | null;
  /** What follows the preview: likes, the link to the item. */
  footer?: ReactNode;
}

export interface SpotlightSectionProps<Item extends { id: number }> {
  /** null while loading; an empty list shows the empty state. */
  items: readonly Item[] | null;
  /** The spinner's label, e.g. 'Loading podcasts'. */
  loadingLabel: string;
  /** e.g. 'No featured podcasts available yet'. */
  emptyTitle: string;
  emptyIcon: IconName;
  tile: (item: Item) => SpotlightTile;
}

/** A home page section's grid of featured items, with its loading and empty states; the shell renders the heading. */
export function SpotlightSection<Item extends { id: number }>({
  items,
  loadingLabel,
  emptyTitle,
  emptyIcon,
  tile,
}: SpotlightSectionProps<Item>) {
  // Tiles that arrive with a load are drawn in a deferred render, which yields to the browser while it works (the
  // query's answer is an urgent update); until then the section shows what it showed.
  const shown = useDeferredValue(items);
  if (!shown) return <SpotlightPlaceholder label={loadingLabel} />;
  if (shown.length === 0) return <EmptyState icon={<Icon name={emptyIcon} size={28} />} title={emptyTitle} />;
  return (
    <Grid>
      {shown.map((item) => {
        const { image, title, text, footer, lang } = tile(item);
        return (
          <Tile key={item.id}>
            {image}
            <Body>
              <Title>{typeof title === 'string' ? <Hyphenated text={title} lang={lang} /> : title}</Title>
              <Text>{typeof text === 'string' ? <Hyphenated text={text} lang={lang} /> : text}</Text>
              {footer}
            </Body>
          </Tile>
        );
      })}
    </Grid>
  );
}
