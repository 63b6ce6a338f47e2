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

/** The small capitals over each card of the profile's side column. */
export const SectionLabel = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
