import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Icon, TextField, theme, stack } from '@podbridge/kit';
import { useMessagingTexts } from '../../texts';

/** Proposed recording times per proposal (the API's MIN_SLOTS-MAX_SLOTS). */
export const MAX_SLOTS = 3;

/** The form values that hold proposed times: wall times `YYYY-MM-DDTHH:MM` in the booking's time zone. */
export interface SlotValues {
  slots: { value: string }[];
}

export const emptySlot = () => ({ value: '' });

/** The proposed times as the API takes them. */
export const slotsOf = (values: SlotValues): string[] => values.slots.map((slot) => slot.value);

const Group = styled.fieldset`
  ${stack('sm')}
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const Legend = styled.legend`
  margin-bottom: ${theme.spacing.xs};
  padding: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing.xs};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/* Level with the input under its label. */
const Remove = styled(Button)`
  margin-top: 33px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const GroupError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

/** Today at this minute as a datetime-local value: the earliest the picker offers. */
function nowAsLocalInput(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * 1-3 recording times, each a date-and-time picker, with Add and Remove. Lives inside a react-hook-form
 * FormProvider whose values have `slots`; the server's message about the times (past, too far, a clock change)
 * shows under the group as `slotsError`.
 */
export function SlotFields({
  legend,
  timeZone,
  slotsError,
}: {
  legend: string;
  timeZone: string;
  slotsError?: string;
}) {
  const { t } = useMessagingTexts();
  const { control, register, getValues, formState } = useFormContext<SlotValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const min = nowAsLocalInput();

  return (
    <Group>
      <Legend>{legend}</Legend>
      <Hint>{t('bookings.slots.zoneHint', { timeZone })}</Hint>
      {fields.map((field, index) => (
        <Row key={field.id}>
          <TextField
            type="datetime-local"
            label={t('bookings.slots.label', { number: index + 1 })}
            min={min}
            required={index === 0}
            error={formState.errors.slots?.[index]?.value?.message}
            {...register(`slots.${index}.value`, {
              validate: (value) => {
                if (!value) return t('bookings.slots.required');
                const earlier = getValues('slots').slice(0, index);
                return !earlier.some((slot) => slot.value === value) || t('bookings.slots.duplicate');
              },
            })}
          />
          {fields.length > 1 && (
            <Remove
              variant="light"
              size="sm"
              aria-label={t('bookings.slots.remove', { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <Icon name="close" size={16} />
            </Remove>
          )}
        </Row>
      ))}
      {slotsError && <GroupError role="alert">{slotsError}</GroupError>}
      {fields.length < MAX_SLOTS && (
        <div>
          <Button variant="light" size="sm" onClick={() => append(emptySlot(), { shouldFocus: true })}>
            {t('bookings.slots.add')}
          </Button>
        </div>
      )}
    </Group>
  );
}
