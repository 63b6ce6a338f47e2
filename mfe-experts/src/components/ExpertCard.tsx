import { useState } from 'react';
import styled from 'styled-components';
import { useIsOwner } from '@podbridge/shared/auth';
import { localName, previewWords, spokenLanguageName } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { ItemLikeButton, SaveButton } from '@podbridge/social';
import type { Expert } from '@podbridge/shared/types';
import {
  Badge,
  Highlighted,
  ButtonLink,
  CardOwnerActions,
  Icon,
  MediaCard,
  MediaCardLinks,
  MediaImage,
  ReviewBadge,
  theme,
  cardImageLoading,
  wrap,
} from '@podbridge/kit';
import { availabilityWords, bookingsClosedUntil } from './availability';
import { DeleteExpertDialog } from './DeleteExpertDialog';
import { IconLine } from './IconLine';
import { expertPicture } from './ExpertPicture';
import { useExpertTexts } from '../texts';

/** Expert card bio preview: the first ten words. */
const CARD_PREVIEW_WORDS = 10;

const Expertise = styled(IconLine).attrs({ $tone: 'primary' })`
  font-weight: ${theme.fontWeights.semibold};
`;

/** A person's picture in a card: a landscape crop that keeps the face (portraits put it in the upper half). */
const Picture = styled(MediaImage)`
  aspect-ratio: 4 / 3;
  object-position: 50% 25%;
`;

/** What a host checks first, on a line of its own: where they are, what they speak, whether they take bookings. */
const Facts = styled.ul`
  ${wrap('xs', 'md')}
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing.xs};
  }
`;

const Open = styled.li`
  && {
    color: ${theme.colors.success};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Bio = styled.p`
  color: ${theme.colors.text};
  overflow-wrap: break-word;
  hyphens: auto;
`;

export interface ExpertCardProps {
  expert: Expert;
  /** After the owner deleted the profile. */
  onDeleted?: (id: number) => void;
  /** Its place in a list (0 first): the first row's pictures load at once. */
  position?: number;
  /** The words a search matched (see Highlighted): marked in the name, expertise and bio. */
  highlight?: readonly string[];
}

/**
 * Picture, name, first expertise, ten-word bio, where they are, the languages they speak and whether they take
 * bookings, like and View Profile; Edit and Delete for the owner.
 */
export function ExpertCard({ expert, onDeleted, position, highlight }: ExpertCardProps) {
  const { t, i18n } = useExpertTexts();
  const isOwner = useIsOwner(expert.user.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const firstExpertise = expert.expertise[0];
  const firstCategory = expert.categories[0];

  return (
    <MediaCard
      titleId={`expert-card-${expert.id}`}
      title={highlight ? <Highlighted text={expert.name} terms={highlight} /> : expert.name}
      image={
        <Picture
          src={expertPicture(expert)}
          alt={t('card.picture', { name: expert.name })}
          {...cardImageLoading(position)}
        />
      }
      corner={<SaveButton target={{ type: 'expert', id: expert.id }} saved={expert.current_user_saved} overlay />}
      badges={
        (firstCategory || isOwner) && (
          <>
            {firstCategory && <Badge variant="primary">{localName(firstCategory, i18n.language)}</Badge>}
            {isOwner && <ReviewBadge item={expert} />}
          </>
        )
      }
      actions={
        <>
          <ItemLikeButton type="expert" item={expert} />
          <MediaCardLinks>
            <ButtonLink to={href(paths.expertDetail, { id: expert.id })} size="sm">
              {t('card.viewProfile')}
            </ButtonLink>
          </MediaCardLinks>
        </>
      }
      ownerActions={
        isOwner && (
          <CardOwnerActions
            edit={href(paths.expertEdit, { id: expert.id })}
            onDelete={() => setConfirmingDelete(true)}
          />
        )
      }
      extra={
        confirmingDelete && (
          <DeleteExpertDialog
            expert={expert}
            onClose={() => setConfirmingDelete(false)}
            onDeleted={() => onDeleted?.(expert.id)}
          />
        )
      }
    >
      {firstExpertise && (
        <Expertise>
          <Icon name="graduation" size={16} /> <Highlighted text={firstExpertise} terms={highlight} />
        </Expertise>
      )}
      <Bio>
        <Highlighted text={previewWords(expert.bio, CARD_PREVIEW_WORDS)} terms={highlight} />
      </Bio>
      <Facts aria-label={t('card.facts')}>
        {expert.city && (
          <li>
            <Icon name="pin" size={14} /> {expert.city}
          </li>
        )}
        {expert.languages.length > 0 && (
          <li>
            <Icon name="globe" size={14} />{' '}
            {expert.languages.map((code) => spokenLanguageName(code, i18n.language)).join(', ')}
          </li>
        )}
        {bookingsClosedUntil(expert) === null ? (
          <Open>
            <Icon name="check" size={14} /> {availabilityWords(expert, t)}
          </Open>
        ) : (
          <li>
            <Icon name="calendar" size={14} /> {availabilityWords(expert, t)}
          </li>
        )}
      </Facts>
    </MediaCard>
  );
}
