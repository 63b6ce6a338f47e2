import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Icon, theme, inlineRow } from '@podbridge/kit';
import { useShellTexts } from '../../texts';

const BrandLink = styled(Link)<{ $light?: boolean }>`
  ${inlineRow('sm')}
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.heavy};
  letter-spacing: -0.02em;
  color: ${({ $light }) => ($light ? theme.colors.white : theme.colors.text)};
  text-decoration: none;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radii.md};
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  font-size: 1.1rem;
`;

/** The PodBridge word mark, linking home. */
export function Brand({ light, onClick }: { light?: boolean; onClick?: () => void }) {
  const { t } = useShellTexts();
  return (
    <BrandLink to={paths.home} $light={light} onClick={onClick} aria-label={t('brand.home')}>
      <Mark aria-hidden="true">
        <Icon name="mic" size={20} />
      </Mark>
      PodBridge
    </BrandLink>
  );
}
