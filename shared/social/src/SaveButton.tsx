import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { Icon, theme, focusRing, inlineCentered } from '@podbridge/kit';
import { useSaveItem } from './api/saveItem';
import type { SocialTarget } from './types';
import { useTranslation } from 'react-i18next';

const Toggle = styled.button<{ $saved: boolean; $overlay: boolean }>`
  ${inlineCentered}
  gap: 6px;
  height: 34px;
  min-width: 34px;
  padding: 0 ${({ $overlay }) => ($overlay ? '0' : '12px')};
  border: 1.5px solid ${({ $saved }) => ($saved ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.pill};
  background: ${({ $saved }) => ($saved ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ $saved }) => ($saved ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  box-shadow: ${({ $overlay }) => ($overlay ? theme.shadows.sm : 'none')};
  transition:
    background ${theme.transitions.fast},
    border-color ${theme.transitions.fast},
    color ${theme.transitions.fast};
  svg {
    fill: ${({ $saved }) => ($saved ? 'currentColor' : 'none')};
  }
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  ${focusRing}
`;

export interface SaveButtonProps {
  target: SocialTarget;
  /** The item's `current_user_saved`. */
  saved: boolean;
  /** Over a card's picture: the bookmark alone; elsewhere with its word ("Save" / "Saved"). */
  overlay?: boolean;
}

/**
 * Saves the item to the signed-in user's Saved list, or takes it off: the button shows the new state at once and
 * goes back if the server refuses. Nothing for visitors.
 */
export function SaveButton({ target, saved, overlay = false }: SaveButtonProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const save = useSaveItem(target);
  const [shown, setShown] = useState(saved);
  const [fromServer, setFromServer] = useState(saved);
  // The item came back with another state (a refetch): show that, unless a change is on its way.
  if (saved !== fromServer) {
    setFromServer(saved);
    if (!save.isPending) setShown(saved);
  }
  if (!user) return null;

  const toggle = () => {
    const next = !shown;
    setShown(next);
    save.mutate(next, {
      onError: (error) => {
        console.error('Failed to save', error);
        setShown(!next);
      },
    });
  };

  return (
    <Toggle
      type="button"
      $saved={shown}
      $overlay={overlay}
      aria-pressed={shown}
      aria-label={overlay ? t('saveItem.save') : undefined}
      title={shown ? t('saveItem.savedHint') : t('saveItem.saveHint')}
      onClick={toggle}
    >
      <Icon name="bookmark" size={16} />
      {!overlay && (shown ? t('saveItem.saved') : t('saveItem.save'))}
    </Toggle>
  );
}
