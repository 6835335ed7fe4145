/**
 * /deals/propose: a member proposes a deal. A plain post to this page (decision 147): without
 * JavaScript the server answers with the page again, showing the thank-you, or the form with its
 * messages and what was typed; with it, the form island sends it and shows the same in place.
 * Staff approve the proposal before it is shown (decision 144).
 */
import { useId } from 'react';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { DEAL_PROPOSAL_FORM, DEALS_PATH, FORM_FIELD } from '@chamber/contracts';
import { useFormOutcome } from '../../api/inlined.ts';
import { useProposalMembers } from '../../api/public-deals.ts';
import { FormMessage } from '../ui/FormMessage.tsx';
import { Honeypot, outcomeFields, SubmitButton } from '../ui/FormParts.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import classes from './Deals.module.css';

const TRAIL = [{ label: 'Hot Deals', to: DEALS_PATH }];

export function ProposeDealScreen() {
  const outcome = useFormOutcome(DEAL_PROPOSAL_FORM);
  const members = useProposalMembers();

  return (
    <>
      <PageBanner
        title="Propose a Deal"
        lead="Chamber members: tell us about your offer. We publish it on Hot Deals once we have looked it over."
        trail={TRAIL}
      />
      <div className={page.container}>
        {outcome?.ok ? (
          <div className={classes.thanks}>
            <h2>Thank you!</h2>
            <FormMessage outcome={outcome} />
            <LinkButton to={DEALS_PATH} icon={IconArrowLeft} variant="light" color="navy" mt="md">
              Back to Hot Deals
            </LinkButton>
          </div>
        ) : (
          <ProposalForm
            members={members.data ?? []}
            outcome={outcome}
          />
        )}
      </div>
    </>
  );
}

function ProposalForm({
  members,
  outcome,
}: {
  members: { id: number; name: string }[];
  outcome: ReturnType<typeof useFormOutcome>;
}) {
  const memberFieldId = useId();
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const field = outcomeFields(outcome);

  return (
    <form
      method="post"
      action="#propose-title"
      noValidate
      aria-labelledby="propose-title"
      className={classes.form}
      data-island="form"
    >
      <input type="hidden" name={FORM_FIELD} value={DEAL_PROPOSAL_FORM} />
      <Stack gap="md">
        <h2 id="propose-title" className={page.sectionTitle}>
          Your deal
        </h2>
        <FormMessage outcome={outcome} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {/* A plain select: it works the same with and without JavaScript. */}
          <div className={classes.native}>
            <label htmlFor={memberFieldId}>Your business</label>
            <select id={memberFieldId} name="memberId" defaultValue={values.memberId ?? ''}>
              <option value="">Choose from the member directory…</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
            {errors.memberId ? <span className={classes.fieldError}>{errors.memberId}</span> : null}
          </div>
          <TextInput
            {...field('businessName', false)}
            label="Business name, if not in the list"
            autoComplete="organization"
          />
        </SimpleGrid>
        <TextInput
          {...field('contactEmail')}
          type="email"
          label="Contact Email"
          description="Only the chamber sees it, to ask about your deal"
          autoComplete="email"
        />
        <TextInput {...field('title')} label="Title" placeholder="10% off all coffee" />
        <Textarea {...field('description')} label="Description" rows={5} />
        <Textarea {...field('terms', false)} label="Terms" rows={3} placeholder="One per customer" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('validFrom', false)} type="date" label="Valid From" />
          <TextInput {...field('validUntil')} type="date" label="Valid Until" />
        </SimpleGrid>
        <Honeypot />
        <SubmitButton icon={IconSend}>Send for approval</SubmitButton>
      </Stack>
    </form>
  );
}
