import styled from 'styled-components';
import { Card, theme, stack } from '@podbridge/kit';

/** A card of My Profile's side column holding one email setting: its label, the box, a hint under it. */
export const SettingCard = styled(Card)`
  ${stack('sm')}
`;

/** What a setting means, under its box. */
export const SettingHint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
