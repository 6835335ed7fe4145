import { Alert, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { Control, DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { dealSchema, type Deal, type DealRequest } from '@chamber/contracts';
import type { z } from 'zod';
import { useCreateDeal, useDealMembers, useUpdateDeal } from '../../api/deals.ts';
import { SelectField, TextareaField, TextField } from '../../components/fields.tsx';
import { ImageUpload, useFormImage } from '../../components/ImageUpload.tsx';
import {
  PublishingForm,
  publishedImageSaves,
  usePublishingSave,
} from '../../components/Publishing.tsx';
import { useResourceForm } from '../../components/ResourceEditor.tsx';
import { RichTextField } from '../../components/RichTextField.tsx';
import { DEALS_ADMIN_PATH } from './paths.ts';

type DealValues = z.output<typeof dealSchema>;
type DealControl = Control<DealRequest, unknown, DealValues>;

function toFormValues(deal: Deal | null): DefaultValues<DealRequest> {
  return {
    title: deal?.title ?? '',
    description: deal?.description ?? '',
    terms: deal?.terms ?? '',
    validFrom: deal?.validFrom ?? '',
    validUntil: deal?.validUntil ?? '',
    memberId: deal?.memberId ? String(deal.memberId) : '',
    isActive: deal?.isActive ?? true,
  };
}

/**
 * The deal form: create mode while `deal` is null, else edit mode. Saved as a draft, then
 * published (for a member's proposal: approved), scheduled or unpublished as the button pressed
 * says. Days are on the chamber's calendar: a deal shows until the end of its last day.
 */
export function DealForm({ deal }: { deal: Deal | null }) {
  const navigate = useNavigate();
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const image = useFormImage({ required: false, message: '' });
  const publishing = usePublishingSave('deal', deal, 'deal');
  const editor = useResourceForm({
    schema: dealSchema,
    defaultValues: toFormValues(deal),
    image,
    version: deal?.version,
    ...publishedImageSaves(publishing, deal, image, create, update),
    onSaved: () => navigate(DEALS_ADMIN_PATH),
    failure: 'warning',
  });
  const { control } = editor;

  return (
    <PublishingForm
      publishing={publishing}
      editor={editor}
      onCancel={() => navigate(DEALS_ADMIN_PATH)}
    >
      {deal?.proposal ? <ProposalNote deal={deal} /> : null}
      <Fieldset legend="Deal">
        <Stack gap="sm">
          <MemberField control={control} deal={deal} />
          <TextField control={control} name="title" label="Title" withAsterisk autoComplete="off" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              control={control}
              name="validFrom"
              type="date"
              label="Valid From"
              description="Leave empty to show it at once"
            />
            <TextField
              control={control}
              name="validUntil"
              type="date"
              label="Valid Until"
              description="Its last day: it leaves the site the day after"
              withAsterisk
            />
          </SimpleGrid>
          <RichTextField
            control={control}
            name="description"
            label="Description"
            note="Scripts, forms and embeds are removed when the deal is saved."
          />
          <TextareaField
            control={control}
            name="terms"
            label="Terms"
            description="The small print: one per customer, not with other offers…"
            autosize
            minRows={3}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend="Image">
        <ImageUpload
          label="Deal Image"
          description="Optional: without one, the card shows a shop sign."
          {...image.upload}
          storedPath={deal?.imageUrl}
        />
      </Fieldset>
    </PublishingForm>
  );
}

/** Who proposed it, and what approving means. */
function ProposalNote({ deal }: { deal: Deal }) {
  const from = [deal.businessName, deal.contactEmail].filter(Boolean).join(', ');
  return deal.proposal === 'proposed' ? (
    <Alert color="orange" title="Waiting for approval">
      Proposed by a member{from ? ` (${from})` : ''} on the public form. Check it, choose the member
      it belongs to, then press Publish to approve it: it shows on Hot Deals at once.
    </Alert>
  ) : (
    <Alert color="gray" title="Declined">
      This proposal{from ? ` from ${from}` : ''} was declined. Publishing it still puts it on the
      site.
    </Alert>
  );
}

/** The member the deal belongs to: those in the directory, and the deal's own if it left. */
function MemberField({ control, deal }: { control: DealControl; deal: Deal | null }) {
  const members = useDealMembers();
  const options = (members.data ?? []).map((member) => ({
    value: String(member.id),
    label: member.name,
  }));
  if (deal?.memberId && !options.some((option) => option.value === String(deal.memberId))) {
    options.unshift({
      value: String(deal.memberId),
      label: deal.memberName ? `${deal.memberName} (not shown in the directory)` : 'Unknown member',
    });
  }
  return (
    <SelectField
      control={control}
      name="memberId"
      label="Member"
      description={
        deal?.businessName && !deal.memberId
          ? `The proposal says: “${deal.businessName}”. Choose it from the directory.`
          : 'The member business offering the deal'
      }
      placeholder={members.isPending ? 'Loading members…' : 'Choose a member'}
      data={options}
      searchable
      withAsterisk
      nothingFoundMessage="No member of that name in the directory"
    />
  );
}
