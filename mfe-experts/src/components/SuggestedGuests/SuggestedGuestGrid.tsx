import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { href, paths } from '@podbridge/shared/paths';
import { ButtonLink, Icon, PlainList, theme, stack } from '@podbridge/kit';
import { useGuestDismissal, type PlacedGuest, type SuggestedGuest } from '../../api/suggestedGuests';
import { useExpertTexts } from '../../texts';
import { HiddenGuestNotice, SuggestedGuestCard } from './SuggestedGuestCard';

/** The grid answers to the width the host gives it: one column on a phone, three across a wide page. */
const Area = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

const Grid = styled(PlainList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.spacing.md};
  @container (min-width: 520px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 960px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > li {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  & > li > * {
    flex: 1;
  }
`;

const Empty = styled.div`
  ${stack('md')}
  align-items: flex-start;
  padding: ${theme.spacing.lg};
  border: 1.5px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
`;

interface ShownGuest {
  guest: SuggestedGuest;
  hidden: boolean;
}

/** The suggestions as shown: the hidden ones (gone from the list) back at their places, as notices with Undo. */
function shownGuests(results: readonly SuggestedGuest[], hidden: readonly PlacedGuest[]): ShownGuest[] {
  const hiddenIds = new Set(hidden.map(({ guest }) => guest.expert.id));
  const shown = results.filter((guest) => !hiddenIds.has(guest.expert.id)).map((guest) => ({ guest, hidden: false }));
  for (const { guest, position } of [...hidden].sort((a, b) => a.position - b.position))
    shown.splice(Math.min(position, shown.length), 0, { guest, hidden: true });
  return shown;
}

export interface SuggestedGuestGridProps {
  podcastId: number;
  results: readonly SuggestedGuest[];
}

/**
 * One show's suggestions as cards; "Not relevant" turns a card into "Hidden from suggestions · Undo" at once, and
 * Undo brings it back in its place. Without suggestions: how to get some, with the way to edit the show.
 */
export function SuggestedGuestGrid({ podcastId, results }: SuggestedGuestGridProps) {
  const { t } = useExpertTexts();
  const { dismiss, restore } = useGuestDismissal(podcastId);
  // Hidden this visit, each at its place on screen (the list itself no longer has them).
  const [hidden, setHidden] = useState<PlacedGuest[]>([]);
  const [restoredId, setRestoredId] = useState<number | null>(null);
  const shown = shownGuests(results, hidden);
  const without = (id: number) => (entries: PlacedGuest[]) => entries.filter(({ guest }) => guest.expert.id !== id);

  const hide = (guest: SuggestedGuest, position: number) => {
    const id = guest.expert.id;
    const entry = { guest, position };
    setHidden((entries) => [...without(id)(entries), entry]);
    setRestoredId(null);
    const listPosition = results.findIndex((result) => result.expert.id === id);
    dismiss.mutateAsync({ guest, position: listPosition }).catch(() => {
      setHidden(without(id));
      toast.error(t('suggestedGuests.hideFailure', { name: guest.expert.name }));
    });
  };

  const undo = (entry: PlacedGuest) => {
    const { guest, position } = entry;
    const id = guest.expert.id;
    // Its place in the list: on screen, less the hidden ones before it.
    const hiddenBefore = hidden.filter((other) => other.guest.expert.id !== id && other.position < position).length;
    setHidden(without(id));
    setRestoredId(id);
    restore.mutateAsync({ guest, position: position - hiddenBefore }).catch(() => {
      setHidden((entries) => [...without(id)(entries), entry]);
      toast.error(t('suggestedGuests.undoFailure', { name: guest.expert.name }));
    });
  };

  if (shown.length === 0) {
    return (
      <Empty>
        <p>{t('suggestedGuests.empty')}</p>
        <ButtonLink to={href(paths.podcastEdit, { id: podcastId })} variant="outline" size="sm">
          <Icon name="pencil" size={16} /> {t('suggestedGuests.editShow')}
        </ButtonLink>
      </Empty>
    );
  }
  return (
    <Area>
      <Grid>
        {shown.map(({ guest, hidden: isHidden }, position) => (
          <li key={guest.expert.id}>
            {isHidden ? (
              <HiddenGuestNotice name={guest.expert.name} onUndo={() => undo({ guest, position })} />
            ) : (
              <SuggestedGuestCard
                podcastId={podcastId}
                suggestion={guest}
                onNotRelevant={() => hide(guest, position)}
                restored={restoredId === guest.expert.id}
              />
            )}
          </li>
        ))}
      </Grid>
    </Area>
  );
}
