import { useState } from 'react';
import styled from 'styled-components';
import { TextField, theme, type TextFieldProps, focusRing } from '@podbridge/kit';
import { useAccountTexts } from '../texts';

const Toggle = styled.button`
  min-width: 44px;
  height: 32px;
  padding: 0 10px;
  border: none;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  &:hover {
    background: ${theme.colors.primarySoft};
  }
  ${focusRing}
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useAccountTexts();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <Toggle
          type="button"
          aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </Toggle>
      }
    />
  );
}
