/** The fields New User and Edit User share: who the user is and what they may do. */
import { ROLE_DESCRIPTIONS, ROLES, type Role, type User } from '@chamber/contracts';
import { Radio, Stack } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxField, MaskedField, RadioField, TextField } from '../../components/fields.tsx';

type Shared = 'fullName' | 'email' | 'phone' | 'isActive' | 'role';
/** A form whose values have the shared fields (each form has its own others too). */
type Props<T extends FieldValues, TOut extends Partial<Record<Shared, unknown>>> = {
  control: Control<T, unknown, TOut>;
};

// react-hook-form cannot see that the shared names are paths of such a form.
const named = <T extends FieldValues>(name: Shared) => name as FieldPath<T>;

/** A dialog about one user of the users list: `user` stays while it closes, so its words hold. */
export type UserDialogProps = { opened: boolean; user: User | null; onClose: () => void };

/** Full name, e-mail (labelled as the form's spec names it) and phone. */
export function ContactFields<
  T extends FieldValues,
  TOut extends Partial<Record<Shared, unknown>>,
>({ control, emailLabel }: Props<T, TOut> & { emailLabel: string }) {
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

/** A save's values with the spec's isAdmin flag telling the same as the role chosen. */
export const withAdminFlag = <V extends { role?: Role }>(values: V) => ({
  ...values,
  isAdmin: values.role === 'administrator',
});

/** Whether the user may sign in, and their role, each role with one line on what it may do. */
export function RoleFields<T extends FieldValues, TOut extends Partial<Record<Shared, unknown>>>({
  control,
}: Props<T, TOut>) {
  return (
    <Stack mt="md" gap="md">
      <CheckboxField control={control} name={named<T>('isActive')} label="Is User Active?" />
      <RadioField control={control} name={named<T>('role')} label="Role">
        <Stack gap="xs" mt="xs">
          {ROLES.map((role) => (
            <Radio
              key={role}
              value={role}
              label={ROLE_DESCRIPTIONS[role].label}
              description={ROLE_DESCRIPTIONS[role].description}
            />
          ))}
        </Stack>
      </RadioField>
    </Stack>
  );
}
