import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { HeartFilledIcon, HeartIcon, VisuallyHidden, theme } from '@podbridge/shared/ui';
import type { LikeAdapter, LikeState } from './types';

export const LOGIN_TO_LIKE = 'Please login to like content';

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
  transition: background ${theme.transitions.fast}, border-color ${theme.transitions.fast}, color ${theme.transitions.fast};
  &:hover:not(:disabled) { border-color: ${theme.colors.danger}; color: ${theme.colors.danger}; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadows.focus}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export interface LikeButtonProps {
  adapter: LikeAdapter;
  /** Shown until the adapter answers, and for anonymous visitors, e.g. the item's `likes_count`. */
  initialCount?: number;
  size?: LikeButtonSize;
}

/** Optimistic like toggle (spec section 4): flips at once, reverts on failure; failures are only logged. */
export function LikeButton({ adapter, initialCount = 0, size = 'md' }: LikeButtonProps) {
  const { isAuthenticated } = useAuth();
  const hintId = useId();
  const [state, setState] = useState<LikeState>({ liked: false, count: initialCount });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isAuthenticated) return;
    let current = true;
    adapter
      .load()
      .then((loaded) => {
        if (current) setState(loaded);
      })
      .catch((error: unknown) => console.error('Failed to load like status', error));
    return () => {
      current = false;
    };
  }, [adapter, isAuthenticated]);

  const toggle = async () => {
    const previous = state;
    const optimistic = { liked: !previous.liked, count: Math.max(0, previous.count + (previous.liked ? -1 : 1)) };
    setState(optimistic);
    setBusy(true);
    try {
      const result = await adapter.toggle();
      setState({ liked: result.liked, count: result.count ?? optimistic.count });
    } catch (error) {
      console.error('Failed to toggle like', error);
      setState(previous);
    } finally {
      setBusy(false);
    }
  };

  const Heart = state.liked ? HeartFilledIcon : HeartIcon;
  return (
    <Wrap title={isAuthenticated ? undefined : LOGIN_TO_LIKE}>
      <Toggle
        type="button"
        $liked={state.liked}
        $size={size}
        aria-pressed={state.liked}
        aria-label={`Like (${state.count})`}
        aria-describedby={isAuthenticated ? undefined : hintId}
        aria-busy={busy || undefined}
        disabled={!isAuthenticated || busy}
        onClick={() => void toggle()}
      >
        <Heart size={sizes[size].icon} />
        <span aria-hidden="true">{state.count}</span>
      </Toggle>
      {!isAuthenticated && <VisuallyHidden id={hintId}>{LOGIN_TO_LIKE}</VisuallyHidden>}
    </Wrap>
  );
}
