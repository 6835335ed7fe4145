/** The fields New User and Edit User share: who the user is and what they may do. */
import { Group } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxField, MaskedField, TextField } from '../../components/fields.tsx';

type Shared = 'fullName' | 'email' | 'phone' | 'isActive' | 'isAdmin';
/** A form whose values have the shared fields (each form has its own others too). */
type Props<T extends FieldValues, TOut extends Record<Shared, unknown>> = {
  control: Control<T, unknown, TOut>;
};

// react-hook-form cannot see that the shared names are paths of such a form.
const named = <T extends FieldValues>(name: Shared) => name as FieldPath<T>;

/** Full name, e-mail (labelled as the form's spec names it) and phone. */
export function ContactFields<T extends FieldValues, TOut extends Record<Shared, unknown>>({
  control,
  emailLabel,
}: Props<T, TOut> & { emailLabel: string }) {
  return (
    <>
      <TextField
        control={control}
        name={named<T>('fullName')}
        label="Full Name"
        autoComplete="off"
        withAsterisk
      />
      <TextField
        control={control}
        name={named<T>('email')}
        label={emailLabel}
        type="email"
        autoComplete="off"
        withAsterisk
      />
      <MaskedField
        control={control}
        name={named<T>('phone')}
        label="Phone"
        mask="phone"
        placeholder="(999) 999-9999"
        autoComplete="off"
      />
    </>
  );
}

/** Whether the user may sign in, and as an administrator. */
export function RoleFields<T extends FieldValues, TOut extends Record<Shared, unknown>>({
  control,
}: Props<T, TOut>) {
  return (
    <Group mt="md">
      <CheckboxField control={control} name={named<T>('isActive')} label="Is User Active?" />
      <CheckboxField control={control} name={named<T>('isAdmin')} label="Is User Admin?" />
    </Group>
  );
}
