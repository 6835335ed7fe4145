/**
 * The date-time field, apart from fields.tsx so that forms without dates (sign-in) do not load
 * the date pickers.
 */
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { useBound, type Bound, type Managed } from './fields.tsx';

// Names for the picker's icon-only controls, which Mantine leaves unnamed.
const DATE_PICKER_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose another month',
  yearLevelControl: 'Choose another year',
};
const TIME_PICKER_PROPS = {
  format: '12h',
  hoursInputLabel: 'Hours',
  minutesInputLabel: 'Minutes',
  amPmInputLabel: 'AM/PM',
} as const;

/**
 * A date and time picker whose form value is the picked local time as "YYYY-MM-DD HH:mm:ss", or
 * "" when empty; the contract schemas turn it into an ISO string with timezone.
 */
export function DateTimeField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<DateTimePickerProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <DateTimePicker
      valueFormat="MMMM D, YYYY h:mm A"
      ariaLabels={DATE_PICKER_LABELS}
      submitButtonProps={{ 'aria-label': 'Done' }}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      {...props}
      timePickerProps={{ ...TIME_PICKER_PROPS, ...props.timePickerProps }}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled || props.disabled}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      label={label}
      error={error}
    />
  );
}
