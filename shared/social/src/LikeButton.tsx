import { useId } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { HeartFilledIcon, HeartIcon, VisuallyHidden, theme, focusRing } from '@podbridge/kit';
import { useLikeState } from './api/likeState';
import { useToggleLike } from './api/toggleLike';
import type { SocialTarget } from './types';
import { useTranslation } from 'react-i18next';

/** The key of the hint a signed-out visitor gets on a like button. */
export const LOGIN_TO_LIKE = 'like.loginFirst';

const sizes = {
  sm: { height: '34px', padding: '0 12px', font: theme.fontSizes.sm, icon: 16 },
  md: { height: '42px', padding: '0 16px', font: theme.fontSizes.md, icon: 18 },
} as const;

export type LikeButtonSize = keyof typeof sizes;

const Wrap = styled.span`
  display: inline-flex;
`;

const Toggle = styled.button<{ $liked: boolean; $size: LikeButtonSize }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: ${({ $size }) => sizes[$size].height};
  padding: ${({ $size }) => sizes[$size].padding};
  border: 1.5px solid ${({ $liked }) => ($liked ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.pill};
  background: ${({ $liked }) => ($liked ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ $liked }) => ($liked ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ $size }) => sizes[$size].font};
  font-weight: ${theme.fontWeights.semibold};
  transition:
    background ${theme.transitions.fast},
    border-color ${theme.transitions.fast},
    color ${theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${theme.colors.danger};
    color: ${theme.colors.danger};
  }
  ${focusRing}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface LikeButtonProps {
  /** The podcast or expert liked. */
  target: SocialTarget;
  /** The viewer's like as the list item carries it (`current_user_liked`): given, the button asks nothing. */
  liked?: boolean;
  /** The item's `likes_count`: shown until the like state loads, and to anonymous visitors. */
  initialCount?: number;
  size?: LikeButtonSize;
}

/** Optimistic like toggle: flips at once, reverts on failure; failures are only logged. */
export function LikeButton({ target, liked, initialCount = 0, size = 'md' }: LikeButtonProps) {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const hintId = useId();
  const userId = isAuthenticated && user ? user.id : null;
  const given = { liked: liked ?? false, count: initialCount };
  const { data } = useLikeState(target, { userId, seed: liked === undefined ? undefined : given });
  const state = data ?? given;
  const toggle = useToggleLike(target, userId, state);
  const busy = toggle.isPending;

  const Heart = state.liked ? HeartFilledIcon : HeartIcon;
  return (
    <Wrap title={isAuthenticated ? undefined : t(LOGIN_TO_LIKE)}>
      <Toggle
        type="button"
        $liked={state.liked}
        $size={size}
        aria-pressed={state.liked}
        aria-describedby={isAuthenticated ? undefined : hintId}
        aria-busy={busy || undefined}
        disabled={!isAuthenticated || busy}
        onClick={() => toggle.mutate()}
      >
        <Heart size={sizes[size].icon} />
        {/* The name is "Like 12": the word for screen readers, the count as everyone sees it. */}
        <VisuallyHidden>{t('like.action')}</VisuallyHidden>
        <span>{state.count}</span>
      </Toggle>
      {!isAuthenticated && <VisuallyHidden id={hintId}>{t(LOGIN_TO_LIKE)}</VisuallyHidden>}
    </Wrap>
  );
}

export interface ItemLikeButtonProps {
  type: SocialTarget['type'];
  /** A podcast or expert as a list returns it, with the viewer's like state. */
  item: { id: number; current_user_liked: boolean; likes_count: number };
  size?: LikeButtonSize;
}

/** A card's like button: the list item carries the viewer's like state, so the card asks the server nothing. */
export function ItemLikeButton({ type, item, size = 'sm' }: ItemLikeButtonProps) {
  return (
    <LikeButton
      target={{ type, id: item.id }}
      liked={item.current_user_liked}
      initialCount={item.likes_count}
      size={size}
    />
  );
}
