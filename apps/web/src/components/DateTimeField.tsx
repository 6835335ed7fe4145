/**
 * The date-time field, apart from fields.tsx so that forms without dates (sign-in) do not load
 * the date pickers.
 */
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { boundField } from './fields.tsx';

// Names for the picker's icon-only controls, which Mantine leaves unnamed.
export const DATE_PICKER_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose another month',
  yearLevelControl: 'Choose another year',
};
export const TIME_PICKER_PROPS = {
  format: '12h',
  hoursInputLabel: 'Hours',
  minutesInputLabel: 'Minutes',
  amPmInputLabel: 'AM/PM',
} as const;

/**
 * A date and time picker whose form value is the picked local time as "YYYY-MM-DD HH:mm:ss", or
 * "" when empty; the contract schemas turn it into an ISO string with timezone.
 */
export const DateTimeField = boundField<DateTimePickerProps>(
  DateTimePicker,
  (field, props) => ({
    timePickerProps: { ...TIME_PICKER_PROPS, ...props.timePickerProps },
    ref: field.ref,
    value: field.value || null,
    onChange: (value: string | null) => field.onChange(value ?? ''),
  }),
  (label) => ({
    valueFormat: 'MMMM D, YYYY h:mm A',
    ariaLabels: DATE_PICKER_LABELS,
    submitButtonProps: { 'aria-label': 'Done' },
    clearButtonProps: { 'aria-label': `Clear ${label.toLowerCase()}` },
  }),
);
