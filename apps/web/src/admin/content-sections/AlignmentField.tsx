import type { SelectProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField } from '../../components/fields.tsx';
import { ALIGNMENT_OPTIONS } from './alignment.ts';

/** The alignment select of sections and slider items: always one of the three. */
export function AlignmentField<T extends FieldValues & { alignment?: unknown }, TOut>({
  control,
  ...props
}: { control: Control<T, unknown, TOut> } & Pick<
  SelectProps,
  'disabled' | 'description' | 'withAsterisk'
>) {
  return (
    <SelectField
      control={control}
      // Every such form has the field; TypeScript cannot resolve Path<T> for a generic T.
      name={'alignment' as FieldPath<T>}
      label="Alignment"
      data={ALIGNMENT_OPTIONS}
      allowDeselect={false}
      {...props}
    />
  );
}
