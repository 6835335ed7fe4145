import { useMemo } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { dayIn, formatDealDay, type Deal } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useDeals, useDeclineDeal, useDeleteDeal } from '../../api/deals.ts';
import { useTimeZone } from '../../api/home.ts';
import { usePublish } from '../../api/publishing.ts';
import { useCan } from '../../auth/session.ts';
import { publishingColumn } from '../../components/Publishing.tsx';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { toast } from '../../components/toast.ts';
import { editDealPath, NEW_DEAL_PATH } from './paths.ts';

const OPEN = { to: (deal: Deal) => editDealPath(deal.id) };

/**
 * /cms/management/deals: every deal, members' proposals waiting for approval first (said above
 * the list too), each with its member, its last day ("Expired" once past, on the chamber's
 * calendar) and its publishing state. A proposal is approved by publishing it, or declined.
 */
export function DealsScreen() {
  const deals = useDeals();
  const remove = useDeleteDeal();
  const timeZone = useTimeZone();
  const waiting = (deals.data ?? []).filter((deal) => deal.proposal === 'proposed').length;

  const columns = useMemo<ColumnDef<Deal, string>[]>(() => {
    const today = dayIn(timeZone);
    return [
      { accessorKey: 'title', header: 'Title' },
      {
        id: 'member',
        header: 'Member',
        accessorFn: (deal) => deal.memberName ?? deal.businessName ?? '-',
        cell: ({ row, getValue }) =>
          row.original.memberName ? (
            getValue()
          ) : (
            <Text span size="sm" c="dimmed">
              {row.original.businessName ? `“${row.original.businessName}” (not matched)` : '-'}
            </Text>
          ),
      },
      {
        id: 'validUntil',
        header: 'Valid Until',
        accessorFn: (deal) => formatDealDay(deal.validUntil),
        sortingFn: (a, b) => a.original.validUntil.localeCompare(b.original.validUntil),
        cell: ({ row, getValue }) => (
          <Stack gap={4} align="flex-start">
            <span style={{ whiteSpace: 'nowrap' }}>{getValue()}</span>
            {row.original.validUntil < today ? (
              <Badge color="gray" variant="light" tt="none" miw="max-content">
                Expired
              </Badge>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'proposal',
        header: 'Approval',
        accessorFn: (deal) =>
          deal.proposal === 'proposed'
            ? 'Waiting for approval'
            : deal.proposal === 'declined'
              ? 'Declined'
              : '',
        cell: ({ row, getValue }) => <ApprovalCell deal={row.original} label={getValue()} />,
      },
      publishingColumn<Deal>(timeZone),
    ];
  }, [timeZone]);

  return (
    <>
      {waiting > 0 ? (
        <Alert color="orange" title="Proposals waiting for approval" mb="md">
          {waiting === 1 ? 'One deal proposed' : `${waiting} deals proposed`} by members on the
          public form {waiting === 1 ? 'waits' : 'wait'} for you at the top of the list. Approve
          publishes a deal; open it first to check it or choose its member.
        </Alert>
      ) : null}
      <ResourceList
        label="Hot Deals"
        query={deals}
        columns={columns}
        open={OPEN}
        add={{ text: 'Add Deal', to: NEW_DEAL_PATH }}
        remove={removalFor('Deal', remove.mutateAsync, { trash: 'deal' })}
      />
    </>
  );
}

/**
 * Where a deal stands as a member's proposal; a waiting one offers Approve (publishing it: for
 * who may publish) and Decline.
 */
function ApprovalCell({ deal, label }: { deal: Deal; label: string }) {
  const decline = useDeclineDeal();
  const publish = usePublish();
  const mayPublish = useCan('publish');
  if (!label) return null;

  async function approve() {
    try {
      await publish.mutateAsync({ type: 'deal', id: deal.id });
      toast.success(`Approved: “${deal.title}” is on Hot Deals.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function refuse() {
    try {
      toast.success((await decline.mutateAsync(deal.id)).message);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Stack gap={6} align="flex-start">
      <Badge
        color={deal.proposal === 'declined' ? 'gray' : 'orange'}
        variant="light"
        tt="none"
        miw="max-content"
      >
        {label}
      </Badge>
      {deal.proposal === 'proposed' && mayPublish ? (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={publish.isPending}
            onClick={() => void approve()}
          >
            Approve
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            loading={decline.isPending}
            onClick={() => void refuse()}
          >
            Decline
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
