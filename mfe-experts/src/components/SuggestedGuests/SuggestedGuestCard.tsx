import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { href, paths } from '@podbridge/shared/paths';
import { InviteButton } from '@podbridge/mfe-messaging/public';
import { Link } from '@podbridge/shared/router';
import { Badge, Button, ButtonLink, Card, Icon, theme, cluster, row, stack } from '@podbridge/kit';
import type { SuggestedGuest } from '../../api/suggestedGuests';
import { useExpertTexts } from '../../texts';
import { expertPicture } from '../ExpertPicture';
import { IconLine } from '../IconLine';
import { guestReasonLine } from './guestReasons';

const PICTURE_SIZE = 64;

const GuestCard = styled(Card)`
  ${stack('sm')}
  min-width: 0;
  padding: ${theme.spacing.md};
  box-shadow: ${theme.shadows.sm};
`;

const Head = styled.div`
  ${row('md')}
  min-width: 0;
`;

const Picture = styled.img`
  flex-shrink: 0;
  width: ${PICTURE_SIZE}px;
  height: ${PICTURE_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
`;

const Who = styled.div`
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const NameLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

const Expertise = styled(IconLine).attrs({ $tone: 'primary' })`
  margin-top: ${theme.spacing.xxs};
  font-weight: ${theme.fontWeights.semibold};
  svg {
    flex-shrink: 0;
  }
`;

const Reasons = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

const Closed = styled(Badge)`
  align-self: flex-start;
`;

/** At the card's foot: Invite across the card, then View profile and Not relevant side by side. */
const Actions = styled.div`
  ${stack('sm')}
  margin-top: auto;
  padding-top: ${theme.spacing.sm};
  border-top: 1px solid ${theme.colors.border};
`;

const Invite = styled.div`
  & > button {
    width: 100%;
  }
`;

const Secondary = styled.div`
  ${cluster('xs')}
  justify-content: space-between;
`;

export interface SuggestedGuestCardProps {
  podcastId: number;
  suggestion: SuggestedGuest;
  onNotRelevant: () => void;
  /** Just brought back by Undo: the keyboard focus returns to the card. */
  restored?: boolean;
}

/** One suggested guest: picture, name and first expertise, why in one line, View profile, Invite and Not relevant. */
export function SuggestedGuestCard({
  podcastId,
  suggestion,
  onNotRelevant,
  restored = false,
}: SuggestedGuestCardProps) {
  const { t, i18n } = useExpertTexts();
  const { expert, reasons } = suggestion;
  const nameId = useId();
  const nameLink = useRef<HTMLAnchorElement>(null);
  const profile = href(paths.expertDetail, { id: expert.id });
  const [expertise] = expert.expertise;

  useEffect(() => {
    if (restored) nameLink.current?.focus();
  }, [restored]);

  return (
    <GuestCard as="article" aria-labelledby={nameId}>
      <Head>
        <Picture src={expertPicture(expert)} alt={t('card.picture', { name: expert.name })} loading="lazy" />
        <Who>
          <Name id={nameId}>
            <NameLink ref={nameLink} to={profile}>
              {expert.name}
            </NameLink>
          </Name>
          {expertise && (
            <Expertise>
              <Icon name="graduation" size={16} /> {expertise}
            </Expertise>
          )}
        </Who>
      </Head>
      <Reasons>{guestReasonLine(reasons, t, i18n.language)}</Reasons>
      {!reasons.available && <Closed variant="warning">{t('suggestedGuests.unavailable')}</Closed>}
      <Actions>
        {reasons.available && (
          <Invite>
            <InviteButton expert={{ id: expert.user.id, name: expert.name }} podcastId={podcastId} />
          </Invite>
        )}
        <Secondary>
          <ButtonLink
            to={profile}
            variant="outline"
            size="sm"
            aria-label={t('suggestedGuests.viewProfileOf', { name: expert.name })}
          >
            {t('suggestedGuests.viewProfile')}
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            onClick={onNotRelevant}
            aria-label={t('suggestedGuests.notRelevantFor', { name: expert.name })}
          >
            <Icon name="close" size={14} /> {t('suggestedGuests.notRelevant')}
          </Button>
        </Secondary>
      </Actions>
    </GuestCard>
  );
}

const HiddenBox = styled.div`
  ${stack('sm')}
  align-items: center;
  justify-content: center;
  min-height: 100%;
  padding: ${theme.spacing.lg} ${theme.spacing.md};
  border: 1.5px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  overflow-wrap: anywhere;
`;

/** What stands in a hidden card's place: "Hidden from suggestions: <name>" and Undo, with the focus on Undo. */
export function HiddenGuestNotice({ name, onUndo }: { name: string; onUndo: () => void }) {
  const { t } = useExpertTexts();
  const box = useRef<HTMLDivElement>(null);
  const textId = useId();

  // Shown only after "Not relevant" was pressed, whose button is gone: the focus moves to Undo.
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
  }, []);

  return (
    <HiddenBox ref={box}>
      <p id={textId} role="status">
        {t('suggestedGuests.hidden', { name })}
      </p>
      <Button variant="outline" size="sm" onClick={onUndo} aria-describedby={textId}>
        {t('suggestedGuests.undo')}
      </Button>
    </HiddenBox>
  );
}
