/**
 * The primary and secondary call-to-action buttons of events, content sections and banner items:
 * text, action type and link. Type and link stay disabled until the matching button text is
 * filled; the form's schema (contracts `buttonFields` + `checkButtons`) holds the rules and
 * messages.
 */
import { Fieldset, SimpleGrid } from '@mantine/core';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  BUTTON_ACTION_LABELS,
  BUTTON_ACTION_TYPES,
  type ButtonActionType,
  type ButtonFields as StoredButtons,
} from '@chamber/contracts';
import { SelectField, TextField } from './fields.tsx';
import { LinkPicker } from './LinkPicker.tsx';

type ButtonKey = 'primary' | 'secondary';

/** A form that holds the six button fields (their input types vary with the schema). */
export type ButtonFormValues = FieldValues &
  Partial<Record<`${ButtonKey}Button${'Text' | 'ActionType' | 'Link'}`, unknown>>;

const ACTION_OPTIONS = BUTTON_ACTION_TYPES.map((value) => ({
  value,
  label: BUTTON_ACTION_LABELS[value],
}));

/** What a link looks like for each action type. */
const LINK_PLACEHOLDERS: Record<ButtonActionType, string> = {
  PAGE: '/about-the-chamber',
  LINK_NEW_TAB: 'https://example.com',
  PHONENUMBER: '(999) 999-9999',
  EMAIL: 'name@example.com',
};

/** The six fields as a form starts them: a stored row's buttons, or none. */
export const buttonFormValues = (stored: StoredButtons | null) => ({
  primaryButtonText: stored?.primaryButtonText ?? '',
  primaryButtonActionType: stored?.primaryButtonActionType ?? null,
  primaryButtonLink: stored?.primaryButtonLink ?? '',
  secondaryButtonText: stored?.secondaryButtonText ?? '',
  secondaryButtonActionType: stored?.secondaryButtonActionType ?? null,
  secondaryButtonLink: stored?.secondaryButtonLink ?? '',
});

export function ButtonFields<T extends ButtonFormValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ButtonGroup control={control} button="primary" legend="Primary Button" />
      <ButtonGroup control={control} button="secondary" legend="Secondary Button" />
    </SimpleGrid>
  );
}

function ButtonGroup<T extends ButtonFormValues, TOut>({
  control,
  button,
  legend,
}: {
  control: Control<T, unknown, TOut>;
  button: ButtonKey;
  legend: string;
}) {
  const label = button === 'primary' ? 'Primary' : 'Secondary';
  // The names exist on every T (ButtonFormValues); TypeScript cannot resolve Path<T> for a generic T.
  const name = (field: 'Text' | 'ActionType' | 'Link') => `${button}Button${field}` as FieldPath<T>;
  const [text, type] = useWatch({ control, name: [name('Text'), name('ActionType')] }) as [
    unknown,
    unknown,
  ];
  const locked = typeof text !== 'string' || text.trim() === '';
  // Type and link wait for the text; then both are required.
  const dependent = { disabled: locked, withAsterisk: !locked, mt: 'sm' } as const;
  const actionType =
    typeof type === 'string' && type in LINK_PLACEHOLDERS ? (type as ButtonActionType) : null;
  // A phone number or an e-mail address has nothing on the site to suggest.
  const LinkField = actionType === 'PHONENUMBER' || actionType === 'EMAIL' ? TextField : LinkPicker;

  return (
    <Fieldset legend={legend} variant="filled">
      <TextField
        control={control}
        name={name('Text')}
        label={`${label} Button Text`}
        autoComplete="off"
      />
      <SelectField
        control={control}
        name={name('ActionType')}
        label={`${label} Action Type`}
        data={ACTION_OPTIONS}
        clearable
        {...dependent}
      />
      <LinkField
        control={control}
        name={name('Link')}
        label={`${label} Action Link`}
        placeholder={actionType ? LINK_PLACEHOLDERS[actionType] : undefined}
        autoComplete="off"
        {...dependent}
      />
    </Fieldset>
  );
}
