import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { fieldStates } from './layoutRules';
import { theme } from './theme';

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

const Hint = styled.div`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.div`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.danger};
`;

const controlLook = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border: 1.5px solid ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  ${fieldStates}
  &:hover:not(:disabled) {
    border-color: ${({ $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  }
`;

const Input = styled.input<{ $invalid: boolean; $withAdornment: boolean }>`
  ${controlLook}
  padding-right: ${({ $withAdornment }) => ($withAdornment ? '52px' : '14px')};
`;
const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlLook}
  min-height: 120px;
  resize: vertical;
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${controlLook}
  cursor: pointer;
`;

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Adornment = styled.div`
  position: absolute;
  right: 6px;
  display: flex;
  align-items: center;
`;

interface FieldParts {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** Ids and aria wiring shared by every labelled control. */
function useFieldIds(id: string | undefined, { error, hint }: Omit<FieldParts, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy, invalid: !!error };
}

function FieldFrame({
  label,
  controlId,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldParts & { controlId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <FieldRoot>
      <Label htmlFor={controlId}>{label}</Label>
      {children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldParts {
  /** Shown inside the input on the right, e.g. a show/hide password toggle. */
  endAdornment?: ReactNode;
}

export function TextField({ label, error, hint, endAdornment, id, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <InputWrap>
        <Input
          id={ids.controlId}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={ids.invalid}
          $withAdornment={!!endAdornment}
          {...inputProps}
        />
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
      </InputWrap>
    </FieldFrame>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldParts {}

export function TextArea({ label, error, hint, id, ...textareaProps }: TextAreaProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <StyledTextArea
        id={ids.controlId}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldParts {}

export function SelectField({ label, error, hint, id, children, ...selectProps }: SelectFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <Select
        id={ids.controlId}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        $invalid={ids.invalid}
        {...selectProps}
      >
        {children}
      </Select>
    </FieldFrame>
  );
}

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  user-select: none;
`;

const CheckboxInput = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

function Choice({ label, type, ...inputProps }: CheckboxProps & { type: 'checkbox' | 'radio' }) {
  return (
    <CheckboxLabel>
      <CheckboxInput type={type} {...inputProps} />
      <span>{label}</span>
    </CheckboxLabel>
  );
}

/** A box to tick beside its label. */
export function Checkbox(props: CheckboxProps) {
  return <Choice type="checkbox" {...props} />;
}

/** One choice of a radio group (give the group's inputs one `name`), drawn like Checkbox. */
export function Radio(props: CheckboxProps) {
  return <Choice type="radio" {...props} />;
}
