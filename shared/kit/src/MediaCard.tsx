import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cluster, stack, wrap } from './layoutRules';
import { Hyphenated } from './Hyphenated';
import { theme } from './theme';

/** About a card's height, with its cover, on a phone and on a wide screen (475-576 px measured). */
const CARD_HEIGHT_ESTIMATE = '520px';

/**
 * A card off screen is neither laid out nor painted until it nears the screen (content-visibility): a directory's
 * page of cards costs the phone the layout of the few it shows. It holds its last drawn height, at first about a
 * card's.
 */
const Root = styled.article`
  content-visibility: auto;
  contain-intrinsic-height: auto ${CARD_HEIGHT_ESTIMATE};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  transition:
    box-shadow ${theme.transitions.normal},
    transform ${theme.transitions.normal};
  &:hover {
    box-shadow: ${theme.shadows.md};
    transform: translateY(-2px);
  }
`;

const Media = styled.div`
  position: relative;
`;

const Badges = styled.div`
  position: absolute;
  top: ${theme.spacing.sm};
  left: ${theme.spacing.sm};
  right: 52px;
  ${wrap('xs')}
  & > * {
    box-shadow: ${theme.shadows.sm};
  }
`;

/** Over the top right of the image: the card's save toggle. */
const Corner = styled.div`
  position: absolute;
  top: ${theme.spacing.sm};
  right: ${theme.spacing.sm};
`;

const Body = styled.div`
  ${stack('xs')}
  flex: 1;
  padding: ${theme.spacing.md};
`;

/** Long words are hyphenated (Hyphenated: never cut without a hyphen); an unbroken string longer than the card still wraps. */
const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  hyphens: auto;
  overflow-wrap: break-word;
`;

const Meta = styled.p`
  ${wrap('xs', 'sm')}
  margin-top: auto;
  padding-top: ${theme.spacing.sm};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textSubtle};
`;

/**
 * The action rows sit at the bottom of the card; after the meta line, which is already pushed down, a small gap.
 * Tight gaps keep a row (a like count in the hundreds, Listen and View) on one line at the narrowest grid column.
 */
const Actions = styled.div<{ $afterMeta: boolean }>`
  ${cluster('xs')}
  padding-top: ${theme.spacing.sm};
  border-top: 1px solid ${theme.colors.border};
  margin-top: ${({ $afterMeta }) => ($afterMeta ? theme.spacing.sm : 'auto')};
  & + & {
    margin-top: ${theme.spacing.sm};
  }
`;

/** Right-aligned links of an action row, e.g. Listen and View. */
export const MediaCardLinks = styled.div`
  display: flex;
  gap: ${theme.spacing.xs};
  margin-left: auto;
`;

export interface MediaCardProps {
  /** The id of the title, so the card is named by it. */
  titleId: string;
  /** A text title is hyphenated by `lang` (the content's language; the page's when not given). */
  title: ReactNode;
  lang?: string | null;
  /** The cover or picture, full width at the top. */
  image: ReactNode;
  /** Badges over the top of the image (category, Pending). */
  badges?: ReactNode;
  /** Over the image's top right corner, e.g. the save toggle. */
  corner?: ReactNode;
  /** What follows the title: owner, expertise, a short description. */
  children?: ReactNode;
  /** The small line pushed to the bottom of the text (date | category). */
  meta?: ReactNode;
  /** The first action row: like, Listen, View. */
  actions?: ReactNode;
  /** A second action row, e.g. the owner's Edit and Delete. */
  ownerActions?: ReactNode;
  /** Rendered after the body, e.g. the card's dialogs. */
  extra?: ReactNode;
}

/** The card of a listing: image with badges, title, text, meta line and action rows. */
export function MediaCard({
  titleId,
  title,
  lang,
  image,
  badges,
  corner,
  children,
  meta,
  actions,
  ownerActions,
  extra,
}: MediaCardProps) {
  const hasMeta = meta !== undefined && meta !== null && meta !== false;
  return (
    <Root aria-labelledby={titleId}>
      <Media>
        {image}
        {badges && <Badges>{badges}</Badges>}
        {corner && <Corner>{corner}</Corner>}
      </Media>
      <Body>
        <Title id={titleId}>{typeof title === 'string' ? <Hyphenated text={title} lang={lang} /> : title}</Title>
        {children}
        {hasMeta && <Meta>{meta}</Meta>}
        {actions && <Actions $afterMeta={hasMeta}>{actions}</Actions>}
        {ownerActions && <Actions $afterMeta={hasMeta}>{ownerActions}</Actions>}
      </Body>
      {extra}
    </Root>
  );
}

/** A square image that fills its box: covers, pictures, and the default artwork. */
export const MediaImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
`;

/** How many cards of a list a wide screen shows in its first row: their images load at once. */
const FIRST_ROW = 4;

/**
 * How a list's card image loads by the card's place in the list: the first row at once (the first image is the
 * page's largest paint on a phone, so it asks for high priority), the rest as they near the viewport.
 */
export function cardImageLoading(position: number | undefined): {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
} {
  if (position === undefined || position >= FIRST_ROW) return { loading: 'lazy' };
  return position === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}
