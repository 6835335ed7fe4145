/**
 * Mantine inputs bound to react-hook-form. Each shows its zod schema's message, or
 * "<label> is required" when the error carries none (the spec's generic message).
 */
import {
  Checkbox,
  ColorInput,
  InputBase,
  PasswordInput,
  RadioGroup,
  Select,
  Textarea,
  TextInput,
  type CheckboxProps,
  type ColorInputProps,
  type InputBaseProps,
  type PasswordInputProps,
  type RadioGroupProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent, ElementType } from 'react';
import { IMaskInput } from 'react-imask';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from 'react-hook-form';
import { PHONE_MASK, requiredMessage, ZIP_MASK } from '@chamber/contracts';
import { ApiError, errorMessage } from '../api/client.ts';
import { toast, type ToastState } from './toast.ts';

export type Bound<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
};

/** Props a bound field sets itself, so callers cannot pass them. */
type Managed = 'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'name' | 'checked';

type FormField = ControllerRenderProps<FieldValues, string>;

function errorText(error: FieldError | undefined, label: string): string | undefined {
  return error ? error.message || requiredMessage(label) : undefined;
}

/**
 * Makes a Mantine input into a field of the form: the form gives its name, blur, disabled state,
 * label and message; `bind` says how the form's value goes in and out of this kind of input
 * (with its ref); `defaults` are props the caller may override.
 */
export function boundField<P extends { disabled?: boolean }>(
  Input: ElementType,
  bind: (field: FormField, props: P) => object,
  defaults?: (label: string) => Partial<P>,
) {
  return function BoundField<T extends FieldValues, TOut>({
    control,
    name,
    label,
    ...rest
  }: Bound<T, TOut> & Omit<P, Managed>) {
    const props = rest as unknown as P;
    const { field, fieldState } = useController({ control, name });
    return (
      <Input
        {...defaults?.(label)}
        {...props}
        name={field.name}
        onBlur={field.onBlur}
        disabled={field.disabled || props.disabled}
        {...bind(field as unknown as FormField, props)}
        label={label}
        error={errorText(fieldState.error, label)}
      />
    );
  };
}

/**
 * Text in and out: the input's change event (or the text itself) carries it; an empty form value
 * shows as "".
 */
export const typed = (field: FormField) => ({
  ref: field.ref,
  value: field.value ?? '',
  onChange: field.onChange,
});

export const TextField = boundField<TextInputProps>(TextInput, typed);

export const PasswordField = boundField<PasswordInputProps>(PasswordInput, typed);

export const TextareaField = boundField<TextareaProps>(Textarea, typed, () => ({
  autosize: true,
  minRows: 3,
}));

const MASKS = { phone: PHONE_MASK, zip: ZIP_MASK } as const;

/** Phone "(999) 999-9999" or 5-digit zip input; the form value is the masked text. */
export const MaskedField = boundField<
  InputBaseProps & { mask: keyof typeof MASKS; placeholder?: string; autoComplete?: string }
>(InputBase, (field, { mask }) => ({
  component: IMaskInput,
  mask: MASKS[mask],
  inputMode: 'numeric',
  inputRef: field.ref,
  value: field.value ?? '',
  onAccept: (value: string) => field.onChange(value),
}));

export const CheckboxField = boundField<CheckboxProps>(Checkbox, (field) => ({
  ref: field.ref,
  checked: Boolean(field.value),
  onChange: (event: ChangeEvent<HTMLInputElement>) => field.onChange(event.currentTarget.checked),
}));

/** One choice of the `Radio` children given (a fieldset named by the label); the value is its text. */
export const RadioField = boundField<RadioGroupProps>(RadioGroup, (field) => ({
  ref: field.ref,
  value: field.value ?? '',
  onChange: (value: string) => field.onChange(value),
}));

/** A select whose form value is the chosen option's value text, or null when cleared. */
export const SelectField = boundField<SelectProps>(Select, (field) => ({
  ref: field.ref,
  value: field.value === null || field.value === undefined ? null : String(field.value),
  onChange: (value: string | null) => field.onChange(value),
}));

export const ColorField = boundField<ColorInputProps>(
  ColorInput,
  (field) => ({
    ref: field.ref,
    value: field.value ?? '',
    onChange: (value: string) => field.onChange(value),
  }),
  (label) => ({
    eyeDropperButtonProps: { 'aria-label': `Pick ${label.toLowerCase()} from the screen` },
  }),
);

/** A failed save: the server's per-field messages go under their fields, its message in a toast. */
export function reportSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  state: Extract<ToastState, 'error' | 'warning'> = 'error',
) {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.errors)) {
      setError(field as FieldPath<T>, { type: 'server', message });
    }
  }
  toast[state](errorMessage(error));
}
