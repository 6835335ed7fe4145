import { Fieldset, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useController, type Control, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  MEMBER_LIMITS,
  MEMBERSHIP_LEVEL_LABELS,
  MEMBERSHIP_LEVELS,
  memberPath,
  memberSchema,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type Member,
  type MemberRequest,
} from '@chamber/contracts';
import type { z } from 'zod';
import { useCreateMember, useMemberCategories, useUpdateMember } from '../../api/members.ts';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../components/fields.tsx';
import { ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import {
  PublishingForm,
  publishedImageSaves,
  usePublishingSave,
} from '../../components/Publishing.tsx';
import { useResourceForm } from '../../components/ResourceEditor.tsx';
import { RichTextField } from '../../components/RichTextField.tsx';
import { MEMBER_CATEGORIES_PATH, MEMBERS_PATH } from './paths.ts';

type MemberValues = z.output<typeof memberSchema>;
type MemberControl = Control<MemberRequest, unknown, MemberValues>;

const LEVEL_OPTIONS = MEMBERSHIP_LEVELS.map((value) => ({
  value,
  label: MEMBERSHIP_LEVEL_LABELS[value],
}));

function toFormValues(member: Member | null): DefaultValues<MemberRequest> {
  return {
    name: member?.name ?? '',
    slug: member?.slug ?? '',
    categoryIds: member ? member.categoryIds.map(String) : [],
    shortDescription: member?.shortDescription ?? '',
    description: member?.description ?? '',
    street: member?.street ?? '',
    city: member?.city ?? '',
    region: member?.region ?? '',
    postalCode: member?.postalCode ?? '',
    phone: member?.phone ?? '',
    email: member?.email ?? '',
    website: member?.website ?? '',
    facebookUrl: member?.facebookUrl ?? '',
    instagramUrl: member?.instagramUrl ?? '',
    linkedinUrl: member?.linkedinUrl ?? '',
    xUrl: member?.xUrl ?? '',
    youtubeUrl: member?.youtubeUrl ?? '',
    openingHours: member?.openingHours ?? '',
    membershipLevel: member?.membershipLevel ?? 'basic',
    isFeatured: member?.isFeatured ?? false,
    memberSince: member?.memberSince ?? '',
    isActive: member?.isActive ?? true,
  };
}

/**
 * The member form: create mode while `member` is null, else edit mode. Saved as a draft, then
 * published, scheduled or unpublished as the button pressed says.
 */
export function MemberForm({ member }: { member: Member | null }) {
  const navigate = useNavigate();
  const create = useCreateMember();
  const update = useUpdateMember();
  const image = useFormImage({ required: false, message: '' });
  const publishing = usePublishingSave('member', member, 'member');
  const editor = useResourceForm({
    schema: memberSchema,
    defaultValues: toFormValues(member),
    image,
    version: member?.version,
    ...publishedImageSaves(publishing, member, image, create, update),
    onSaved: () => navigate(MEMBERS_PATH),
    failure: 'warning',
  });
  const { control } = editor;

  return (
    <PublishingForm publishing={publishing} editor={editor} onCancel={() => navigate(MEMBERS_PATH)}>
      <Fieldset legend="Business">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={control} name="name" label="Name" withAsterisk autoComplete="off" />
            <TextField
              control={control}
              name="slug"
              label="Web address"
              description={
                member
                  ? `Its page: ${memberPath(member.slug)}`
                  : 'Leave empty to make it from the name (lowercase letters, digits and hyphens)'
              }
              autoComplete="off"
            />
          </SimpleGrid>
          <CategoriesField control={control} />
          <TextareaField
            control={control}
            name="shortDescription"
            label="Short description"
            description="One or two sentences for the directory's card"
            maxLength={MEMBER_LIMITS.shortDescription}
            autosize
            minRows={2}
          />
          <RichTextField
            control={control}
            name="description"
            label="Description"
            note="Scripts, forms and embeds are removed when the member is saved."
          />
          <TextareaField
            control={control}
            name="openingHours"
            label="Opening hours"
            description="One line each, like “Mon–Fri 9am–5pm”"
            autosize
            minRows={3}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Contact">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="street" label="Street" autoComplete="off" />
          <TextField control={control} name="city" label="City" autoComplete="off" />
          <TextField control={control} name="region" label="State / region" autoComplete="off" />
          <TextField control={control} name="postalCode" label="Postal code" autoComplete="off" />
          <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
          <TextField
            control={control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="off"
          />
          <TextField
            control={control}
            name="website"
            label="Website"
            placeholder="https://"
            autoComplete="off"
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Social links">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              control={control}
              name={`${network}Url`}
              label={SOCIAL_LABELS[network]}
              placeholder="https://"
              autoComplete="off"
            />
          ))}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Membership">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            control={control}
            name="membershipLevel"
            label="Membership level"
            data={LEVEL_OPTIONS}
            allowDeselect={false}
          />
          <TextField control={control} name="memberSince" label="Member since" type="date" />
          <CheckboxField
            control={control}
            name="isFeatured"
            label="Featured: shown first in the directory"
            mt={{ sm: 32 }}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Logo">
        <ImageUpload
          label="Logo"
          description="Optional: without one, the directory shows the business's initials."
          {...image.upload}
          storedPath={member?.imageUrl}
        />
      </Fieldset>
    </PublishingForm>
  );
}

function CategoriesField({ control }: { control: MemberControl }) {
  const categories = useMemberCategories();
  const { field, fieldState } = useController({ control, name: 'categoryIds' });
  const value = Array.isArray(field.value) ? field.value.map(String) : [];
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  return (
    <MultiSelect
      ref={field.ref}
      label="Categories"
      withAsterisk
      description={
        categories.isSuccess && options.length === 0
          ? `No categories yet: add them under Member Categories (${MEMBER_CATEGORIES_PATH})`
          : 'Choose one or more; visitors filter the directory by them'
      }
      placeholder={categories.isPending ? 'Loading categories…' : 'Choose categories'}
      data={options}
      value={value}
      onChange={(chosen) => field.onChange(chosen)}
      onBlur={field.onBlur}
      searchable
      clearable
      error={fieldState.error?.message}
    />
  );
}
