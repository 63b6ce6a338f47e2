import { useId } from 'react';
import styled from 'styled-components';
import { Icon, media, pickableSurface, theme, type IconName } from '@podbridge/kit';
import type { Registration } from '@podbridge/shared/types';
import { useAccountTexts } from '../../texts';

export type AccountPath = Registration['user_type'];

/** The two kinds of account one registers as; their texts are `register.paths.<value>`. */
const PATHS: { value: AccountPath; icon: IconName }[] = [
  { value: 'podcaster', icon: 'mic' },
  { value: 'expert', icon: 'graduation' },
];

const Group = styled.fieldset`
  display: grid;
  gap: ${theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: none;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.spacing.md};
  }
`;

const Legend = styled.legend`
  margin-bottom: ${theme.spacing.sm};
  padding: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

const PathCard = styled.label<{ $selected: boolean }>`
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: ${theme.spacing.md};
  border: 2px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${({ $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  ${pickableSurface}
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const CardTitle = styled.span`
  display: block;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
`;

const CardText = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface UserTypeChoiceProps {
  value: AccountPath;
  onChange: (value: AccountPath) => void;
}

/** "Choose your path": two large cards that behave as a radio group. */
export function UserTypeChoice({ value, onChange }: UserTypeChoiceProps) {
  const { t } = useAccountTexts();
  const idPrefix = useId();
  return (
    <Group>
      <Legend>{t('register.choosePath')}</Legend>
      {PATHS.map((path) => (
        <PathCard key={path.value} $selected={value === path.value}>
          <Radio
            type="radio"
            name="user_type"
            value={path.value}
            checked={value === path.value}
            onChange={() => onChange(path.value)}
            aria-labelledby={`${idPrefix}-${path.value}-title`}
            aria-describedby={`${idPrefix}-${path.value}-text`}
          />
          <IconBadge aria-hidden="true">
            <Icon name={path.icon} size={22} />
          </IconBadge>
          <span>
            <CardTitle id={`${idPrefix}-${path.value}-title`}>{t(`register.paths.${path.value}.title`)}</CardTitle>
            <CardText id={`${idPrefix}-${path.value}-text`}>{t(`register.paths.${path.value}.description`)}</CardText>
          </span>
        </PathCard>
      ))}
    </Group>
  );
}
