/**
 * /cms/management/members: the member directory's members (decision 143), with their categories,
 * level and publishing state; add one, or import many from a spreadsheet.
 */
import { useMemo } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconTags } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { MEMBERSHIP_LEVEL_LABELS, type Member } from '@chamber/contracts';
import { useTimeZone } from '../../api/home.ts';
import { useDeleteMember, useMembers } from '../../api/members.ts';
import { publishingColumn } from '../../components/Publishing.tsx';
import { removalFor, ResourceList } from '../../components/ResourceList.tsx';
import { RowActions } from '../../components/tableCells.tsx';
import {
  editMemberPath,
  MEMBER_CATEGORIES_PATH,
  MEMBER_IMPORT_PATH,
  NEW_MEMBER_PATH,
} from './paths.ts';

const OPEN = { to: (member: Member) => editMemberPath(member.id) };

export function MembersScreen() {
  const members = useMembers();
  const remove = useDeleteMember();
  const timeZone = useTimeZone();

  const columns = useMemo<ColumnDef<Member, string>[]>(
    () => [
      { accessorKey: 'name', header: 'Name' },
      {
        id: 'categories',
        header: 'Categories',
        accessorFn: (member) => member.categories.map((category) => category.name).join(', '),
      },
      { accessorKey: 'city', header: 'City' },
      {
        id: 'level',
        header: 'Level',
        accessorFn: (member) =>
          `${MEMBERSHIP_LEVEL_LABELS[member.membershipLevel]}${member.isFeatured ? ' · Featured' : ''}`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <span>{MEMBERSHIP_LEVEL_LABELS[row.original.membershipLevel]}</span>
            {row.original.isFeatured ? (
              <Badge variant="light" color="yellow" tt="none">
                Featured
              </Badge>
            ) : null}
          </Group>
        ),
      },
      publishingColumn<Member>(timeZone),
    ],
    [timeZone],
  );

  return (
    <>
      <Group gap="sm" mb="sm" justify="flex-end">
        <Button
          component={Link}
          to={MEMBER_IMPORT_PATH}
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        >
          Import from spreadsheet
        </Button>
        <Button
          component={Link}
          to={MEMBER_CATEGORIES_PATH}
          variant="subtle"
          leftSection={<IconTags size={18} aria-hidden />}
        >
          Member Categories
        </Button>
      </Group>
      <ResourceList
        label="Members"
        query={members}
        columns={columns}
        open={OPEN}
        add={{ text: 'Add Member', to: NEW_MEMBER_PATH }}
        remove={removalFor('Member', remove.mutateAsync, { trash: 'member' })}
        rowActions={(member, askRemove) => (
          <RowActions viewTo={OPEN.to(member)} onRemove={askRemove} />
        )}
      />
    </>
  );
}
