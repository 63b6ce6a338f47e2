import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { previewWords } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { LikeButton } from '@podbridge/shared/social';
import { Badge, Button, ButtonLink, Icon, PencilIcon, TrashIcon, theme } from '@podbridge/shared/ui';
import type { ExpertProfile } from '../api';
import { ApprovalBadge } from './ApprovalBadge';
import { DeleteExpertDialog } from './DeleteExpertDialog';
import { PictureImage, expertPicture } from './ExpertPicture';
import { expertLikeAdapter } from './expertSocial';

/** Expert card bio preview: the first ten words (spec section 9). */
const CARD_PREVIEW_WORDS = 10;

const Root = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.transitions.normal}, transform ${theme.transitions.normal};
  &:hover { box-shadow: ${theme.shadows.md}; transform: translateY(-2px); }
`;

const Media = styled.div`
  position: relative;
`;

const Badges = styled.div`
  position: absolute;
  top: ${theme.spacing.sm};
  left: ${theme.spacing.sm};
  right: ${theme.spacing.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.xs};
  & > * { box-shadow: ${theme.shadows.sm}; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.spacing.xs};
  padding: ${theme.spacing.md};
`;

const Name = styled.h3`
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Expertise = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Bio = styled.p`
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
  padding-top: ${theme.spacing.sm};
  border-top: 1px solid ${theme.colors.border};
  margin-top: auto;
  & + & { margin-top: ${theme.spacing.sm}; }
`;

const Links = styled.div`
  display: flex;
  gap: ${theme.spacing.xs};
  margin-left: auto;
`;

export interface ExpertCardProps {
  expert: ExpertProfile;
  onDeleted: (id: number) => void;
}

/** Picture, name, first expertise, ten-word bio, like and View Profile; Edit and Delete for the owner. */
export function ExpertCard({ expert, onDeleted }: ExpertCardProps) {
  const { user } = useAuth();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const userId = user?.id ?? null;
  const likeAdapter = useMemo(() => expertLikeAdapter(expert.id, userId), [expert.id, userId]);
  const isOwner = userId !== null && expert.user.id === userId;
  const nameId = `expert-card-${expert.id}`;
  const firstExpertise = expert.expertise[0];

  return (
    <Root aria-labelledby={nameId}>
      <Media>
        <PictureImage src={expertPicture(expert)} alt={`Picture of ${expert.name}`} loading="lazy" />
        <Badges>
          {expert.categories[0] && <Badge variant="primary">{expert.categories[0].name}</Badge>}
          {isOwner && <ApprovalBadge expert={expert} />}
        </Badges>
      </Media>
      <Body>
        <Name id={nameId}>{expert.name}</Name>
        {firstExpertise && (
          <Expertise>
            <Icon name="graduation" size={16} /> {firstExpertise}
          </Expertise>
        )}
        <Bio>{previewWords(expert.bio, CARD_PREVIEW_WORDS)}</Bio>
        <Actions>
          <LikeButton adapter={likeAdapter} initialCount={expert.likes_count} size="sm" />
          <Links>
            <ButtonLink to={href(paths.expertDetail, { id: expert.id })} size="sm">
              View Profile
            </ButtonLink>
          </Links>
        </Actions>
        {isOwner && (
          <Actions>
            <ButtonLink to={href(paths.expertEdit, { id: expert.id })} variant="light" size="sm">
              <PencilIcon size={15} /> Edit
            </ButtonLink>
            <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)}>
              <TrashIcon size={15} /> Delete
            </Button>
          </Actions>
        )}
      </Body>
      {confirmingDelete && (
        <DeleteExpertDialog
          expert={expert}
          onClose={() => setConfirmingDelete(false)}
          onDeleted={() => onDeleted(expert.id)}
        />
      )}
    </Root>
  );
}
