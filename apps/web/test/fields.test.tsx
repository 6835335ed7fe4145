import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newUserSchema } from '@chamber/contracts';
import {
  CheckboxField,
  ColorField,
  MaskedField,
  SelectField,
  TextareaField,
  TextField,
} from '../src/components/fields.tsx';
import { expectAllShown, renderWithProviders } from './helpers.tsx';

// Fields without a message of their own in the schema fall back to "<label> is required".
const schema = z.object({
  title: z.string().min(1, { message: '' }),
  notes: z.string().min(1, 'Notes please'),
  pageId: z.string({ error: '' }),
  color: z.string().regex(/^#[0-9a-f]{6}$/i, 'Pick a colour'),
  zip: z.string().regex(/^\d{5}$/, 'Please enter a 5-digit zip code'),
  agree: z.boolean().refine((v) => v, 'You must agree'),
});

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      title: '',
      notes: '',
      pageId: undefined,
      color: '',
      zip: '',
      agree: false,
    },
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextField control={control} name="title" label="Page Title" />
      <TextareaField control={control} name="notes" label="Notes" />
      <SelectField
        control={control}
        name="pageId"
        label="Assigned Page"
        data={[
          { value: '1', label: 'Home' },
          { value: '2', label: 'About' },
        ]}
      />
      <ColorField control={control} name="color" label="Banner Colour" />
      <MaskedField control={control} name="zip" label="Zip Code" mask="zip" />
      <CheckboxField control={control} name="agree" label="I agree" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('form fields', () => {
  it('show the schema message, or "<label> is required" when it has none', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<Harness onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectAllShown([
      'Page Title is required',
      'Assigned Page is required',
      'Notes please',
      'Pick a colour',
      'Please enter a 5-digit zip code',
      'You must agree',
    ]);
    expect(screen.getByRole('textbox', { name: 'Page Title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onValid).not.toHaveBeenCalled();
  });

  it('bind typed values to the form, including masked and selected ones', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderWithProviders(<Harness onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Page Title' }), 'About us');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Line');
    await user.click(screen.getByRole('combobox', { name: 'Assigned Page' }));
    await user.click(await screen.findByRole('option', { name: 'About' }));
    await user.type(screen.getByRole('textbox', { name: 'Banner Colour' }), '#213c63');
    const zip = screen.getByRole('textbox', { name: 'Zip Code' });
    await user.type(zip, '12a345678');
    expect(zip).toHaveValue('12345');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith(
      {
        title: 'About us',
        notes: 'Line',
        pageId: '2',
        color: '#213c63',
        zip: '12345',
        agree: true,
      },
      expect.anything(),
    );
  });

  it('phone mask formats digits as (999) 999-9999 and the schema checks it', async () => {
    const user = userEvent.setup();
    function PhoneForm() {
      const { control, handleSubmit } = useForm({
        resolver: zodResolver(z.object({ phone: newUserSchema.shape.phone })),
        defaultValues: { phone: '' },
      });
      return (
        <form onSubmit={handleSubmit(() => {})} noValidate>
          <MaskedField control={control} name="phone" label="Phone" mask="phone" />
          <button type="submit">Save</button>
        </form>
      );
    }
    renderWithProviders(<PhoneForm />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(phone, '555123');
    expect(phone).toHaveValue('(555) 123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please enter a phone number like (999) 999-9999'),
    ).toBeInTheDocument();
    await user.type(phone, '4567');
    expect(phone).toHaveValue('(555) 123-4567');
  });
});
