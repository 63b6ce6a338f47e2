import styled from 'styled-components';
import { Icon, theme } from '@podbridge/kit';
import { externalUrl } from '@podbridge/shared/format';
import { RoundFrame } from '../../components/RoundFrame';
import { useAccountTexts } from '../../texts';

const Frame = styled(RoundFrame)`
  border: 4px solid ${theme.colors.surface};
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  font-size: 56px;
  font-weight: ${theme.fontWeights.heavy};
  box-shadow: ${theme.shadows.md};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ProfileAvatarProps {
  pictureUrl: string | null | undefined;
  /** Whose picture it is, for its text alternative and the initial shown without one. */
  name: string;
}

/** The profile picture, 150 px round; the name's initial, or a person icon, without one. */
export function ProfileAvatar({ pictureUrl, name }: ProfileAvatarProps) {
  const { t } = useAccountTexts();
  const picture = externalUrl(pictureUrl);
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <Frame>
      {picture ? (
        <img src={picture} alt={t('profile.card.pictureAlt', { name })} />
      ) : initial ? (
        <span aria-hidden="true">{initial}</span>
      ) : (
        <Icon name="user" size={64} />
      )}
    </Frame>
  );
}
