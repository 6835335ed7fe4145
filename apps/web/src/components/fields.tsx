/**
 * Mantine inputs bound to react-hook-form. Each shows its zod schema's message, or
 * "<label> is required" when the error carries none (the spec's generic message).
 */
import {
  Checkbox,
  ColorInput,
  InputBase,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
  type CheckboxProps,
  type ColorInputProps,
  type InputBaseProps,
  type PasswordInputProps,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { IMaskInput } from 'react-imask';
import {
  useController,
  type Control,
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
export type Managed =
  'value' | 'defaultValue' | 'onChange' | 'error' | 'label' | 'name' | 'checked';

function errorText(error: FieldError | undefined, label: string): string | undefined {
  return error ? error.message || requiredMessage(label) : undefined;
}

/** Binds a field to the form; also used by fields kept in their own module (DateTimeField). */
export function useBound<T extends FieldValues, TOut>({ control, name, label }: Bound<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: errorText(fieldState.error, label) };
}

export function TextField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<TextInputProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <TextInput
      {...props}
      {...field}
      disabled={field.disabled || props.disabled}
      value={field.value ?? ''}
      label={label}
      error={error}
    />
  );
}

export function PasswordField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<PasswordInputProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <PasswordInput
      {...props}
      {...field}
      disabled={field.disabled || props.disabled}
      value={field.value ?? ''}
      label={label}
      error={error}
    />
  );
}

export function TextareaField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<TextareaProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <Textarea
      autosize
      minRows={3}
      {...props}
      {...field}
      disabled={field.disabled || props.disabled}
      value={field.value ?? ''}
      label={label}
      error={error}
    />
  );
}

const MASKS = { phone: PHONE_MASK, zip: ZIP_MASK } as const;

/** Phone "(999) 999-9999" or 5-digit zip input; the form value is the masked text. */
export function MaskedField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  mask,
  ...props
}: Bound<T, TOut> &
  Omit<InputBaseProps, Managed> & {
    mask: keyof typeof MASKS;
    placeholder?: string;
    autoComplete?: string;
  }) {
  const { field, error } = useBound({ control, name, label });
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={MASKS[mask]}
      inputMode="numeric"
      name={field.name}
      value={field.value ?? ''}
      onAccept={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled || props.disabled}
      label={label}
      error={error}
    />
  );
}

export function CheckboxField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<CheckboxProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <Checkbox
      {...props}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled || props.disabled}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      label={label}
      error={error}
    />
  );
}

/** A select whose form value is the chosen option's value text, or null when cleared. */
export function SelectField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<SelectProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <Select
      {...props}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled || props.disabled}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={(value) => field.onChange(value)}
      label={label}
      error={error}
    />
  );
}

export function ColorField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  ...props
}: Bound<T, TOut> & Omit<ColorInputProps, Managed>) {
  const { field, error } = useBound({ control, name, label });
  return (
    <ColorInput
      eyeDropperButtonProps={{ 'aria-label': `Pick ${label.toLowerCase()} from the screen` }}
      {...props}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      disabled={field.disabled || props.disabled}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value)}
      label={label}
      error={error}
    />
  );
}

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
