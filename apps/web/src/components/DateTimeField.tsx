/**
 * The date-time field, apart from fields.tsx so that forms without dates (sign-in) do not load
 * the date pickers.
 */
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { fromWallClockText, toWallClockText } from './dates.ts';
import { boundField } from './fields.tsx';

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

/** What every date-time picker here shows and names, for the field called `label`. */
export const pickerDefaults = (label: string) => ({
  valueFormat: 'MMMM D, YYYY h:mm A',
  ariaLabels: DATE_PICKER_LABELS,
  timePickerProps: TIME_PICKER_PROPS,
  submitButtonProps: { 'aria-label': 'Done' },
  clearButtonProps: { 'aria-label': `Clear ${label.toLowerCase()}` },
});

/**
 * The picker, showing and taking the clock time in `timeZone` for an ISO instant ("" when
 * empty).
 */
export function ZonedDateTimePicker({
  timeZone,
  value,
  onChange,
  ...props
}: Omit<DateTimePickerProps, 'value' | 'onChange'> & {
  timeZone: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  return (
    <DateTimePicker
      {...props}
      value={value ? toWallClockText(value, timeZone) : null}
      onChange={(text: string | null) => onChange(text ? fromWallClockText(text, timeZone) : '')}
    />
  );
}

/**
 * A date and time picker whose form value is a UTC ISO instant, or "" when empty. Staff pick the
 * time as the clock reads in `timeZone` (the chamber's), whatever the zone of their computer.
 */
export const DateTimeField = boundField<DateTimePickerProps & { timeZone: string }>(
  ZonedDateTimePicker,
  (field, props) => ({
    timePickerProps: { ...TIME_PICKER_PROPS, ...props.timePickerProps },
    ref: field.ref,
    value: field.value ?? '',
    onChange: (iso: string) => field.onChange(iso),
  }),
  pickerDefaults,
);
