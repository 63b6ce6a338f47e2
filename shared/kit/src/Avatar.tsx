import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from './theme';

/** A round picture of `$size` px, cut to fill its circle (the kit's Avatar, a chat's person). */
export const RoundPicture = styled.img<{ $size: number }>`
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
  vertical-align: middle;
`;

/** A person's round picture beside their name; nothing without one (the name stands alone). */
export function Avatar({ url, name, size = 24 }: { url: string | null | undefined; name: string; size?: number }) {
  const { t } = useTranslation();
  if (!url || !url.startsWith('http')) return null;
  return <RoundPicture src={url} alt={t('avatar.alt', { name })} $size={size} loading="lazy" />;
}
