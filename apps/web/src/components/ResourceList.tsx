/**
 * The list screen every editable type shares: the table with its Actions column, the add button,
 * a confirmed delete and a sort dialog; for pages, blogs and events also a status filter and
 * actions on many selected rows (BulkActions). A screen says only what is its own (its columns,
 * how a row opens, who may add or delete), so deleting, undoing and sorting behave alike everywhere.
 */
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { TrashType, Usage } from '@chamber/contracts';
import { errorMessage } from '../api/client.ts';
import { restoreFromTrash, useUsage } from '../api/trash.ts';
import { useCan } from '../auth/session.ts';
import { AdminTable } from './AdminTable.tsx';
import {
  ActionsHeader,
  RowCheckbox,
  SelectionBar,
  SelectionContext,
  StatusFilter,
  withStatus,
  type Bulk,
  type StatusFilterValue,
} from './BulkActions.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SortDialog } from './SortDialog.tsx';
import { RowActions } from './tableCells.tsx';
import { toast } from './toast.ts';

type Row = { id: number };

type AddButton = { text: string; icon?: ReactNode } & ({ to: string } | { onClick: () => void });

/** A confirmed delete: the confirmation's texts and the call. */
export type Removal = {
  title: string;
  text: string;
  run: (id: number) => Promise<{ message: string }>;
  /**
   * The item goes to the trash: the confirmation says so and lists where it is used, the toast
   * offers Undo. `runWithUses` deletes an item that is used, with its uses (withUses=true).
   */
  trash?: { type: TrashType; runWithUses?: (id: number) => Promise<{ message: string }> };
  /** The row's button and the confirmation's, as the spec names them (default Delete, Confirm). */
  buttonText?: string;
  confirmText?: string;
  /** A failure is a warning rather than an error, where the spec says so. */
  failure?: 'warning';
};

/**
 * The spec's usual confirmation, for a row named by `noun`: "Delete Event" asking "Are you sure
 * you want to remove this event?"; with `Remove`, every button reads Remove.
 */
export function removalFor(
  noun: string,
  run: Removal['run'],
  { verb = 'Delete', trash }: { verb?: 'Delete' | 'Remove'; trash?: TrashType } = {},
): Removal {
  return {
    title: `${verb} ${noun}`,
    text: `Are you sure you want to remove this ${noun.toLowerCase()}?`,
    run,
    ...(verb === 'Remove' ? { buttonText: 'Remove', confirmText: 'Remove' } : {}),
    ...(trash ? { trash: { type: trash } } : {}),
  };
}

/**
 * The state of a list's dialog for one row (null: a new one). The row stays while the dialog
 * closes, so its title and fields hold still until it is gone; `open` and `close` keep their
 * identity. `openLoaded` first loads the row afresh (`loadingId` meanwhile); a failed load is
 * toasted by the query cache and the dialog stays closed.
 */
export function useRowDialog<T extends Row>() {
  const [state, setState] = useState<{ opened: boolean; row: T | null }>({
    opened: false,
    row: null,
  });
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const actions = useMemo(() => {
    const open = (row: T | null) => setState({ opened: true, row });
    return {
      open,
      close: () => setState((current) => ({ ...current, opened: false })),
      openLoaded: (id: number, load: (id: number) => Promise<T>) => {
        setLoadingId(id);
        load(id)
          .then(open, () => undefined)
          .finally(() => setLoadingId(null));
      },
    };
  }, []);
  return { ...state, loadingId, ...actions };
}

export type ResourceListProps<T extends Row> = {
  /** The table's accessible name and CSV file name, e.g. "Events". */
  label: string;
  /** Part of a bigger screen (a page's content in its editor): a section headed by its label. */
  titled?: boolean;
  /** The rows of a list query, loading until it answers… */
  query?: { data?: T[]; isPending: boolean };
  /** …or rows given otherwise (a record's children, rows merged from two queries). */
  rows?: T[];
  isLoading?: boolean;
  // Columns mix value types (text, booleans shown as Yes/No…); TanStack types that as `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /**
   * How a row opens: its editor's address, or in place; its button reads View unless `text` says
   * Edit; left out when rows do not open.
   */
  open?: ({ to: (row: T) => string } | { onOpen: (row: T) => void; loadingId?: number | null }) & {
    text?: 'View' | 'Edit';
  };
  /**
   * The add button (a plus unless it has an icon), or one per kind for a list of several kinds
   * (the first is the main one); left out when the user may not add.
   */
  add?: AddButton | AddButton[];
  /**
   * Deleting, after a confirmation; left out when the user may not delete. Given as a function,
   * each row has its own (a question that names it, a delete of another kind).
   */
  remove?: Removal | ((row: T) => Removal);
  /** Hand-sorting the rows: the dialog's title is "Sort <label>" and the button's its title. */
  sort?: {
    buttonText?: string;
    title?: string;
    label: (row: T) => string;
    /** The rows sorted together, when not all of them (one group, e.g. the top-level items). */
    rows?: T[];
    run: (ordered: { id: number; sortOrder: number }[]) => Promise<{ message: string }>;
  };
  /**
   * The Actions cell of a screen whose row actions are its own (default: View and Delete);
   * `askRemove` opens the delete confirmation.
   */
  rowActions?: (row: T, askRemove: () => void) => ReactNode;
  /**
   * Rows of a type with publishing (pages, blogs, events): a filter by status, and a checkbox on
   * each row to publish, unpublish or delete many at once (delete only with `remove`).
   */
  bulk?: Bulk<T>;
  /** Dialogs of the screen's own (an editor opened in place). */
  children?: ReactNode;
};

const USE_NAMES: Record<string, string> = {
  page: 'Page',
  blog: 'Blog',
  menuItem: 'Menu item',
  footerItem: 'Footer item',
  contentSection: 'Button in content section',
  bannerItem: 'Button in slider item',
};

/** Under a delete's question: where the item is used, and that it goes to the Trash. */
function TrashNote({ uses, withUses }: { uses: Usage[]; withUses: boolean }) {
  return (
    <>
      {uses.length > 0 ? (
        <>
          <Text mt="sm" fw={600}>
            It is used in {uses.length === 1 ? 'one place' : `${uses.length} places`}:
          </Text>
          <List size="sm" mt={4}>
            {uses.map((use) => (
              <List.Item key={`${use.type} ${use.id}`}>
                {USE_NAMES[use.type] ?? use.type} “{use.name}”
              </List.Item>
            ))}
          </List>
          {withUses ? (
            <Text size="sm" mt="xs">
              Its menu and footer links and its place on pages go to the Trash with it, and come
              back if you restore it.
            </Text>
          ) : null}
        </>
      ) : null}
      <Text size="sm" mt="sm" c="dimmed">
        It goes to the Trash, where it can be restored for 30 days.
      </Text>
    </>
  );
}

/** The default cell's View: a link or an in-place open, none when rows do not open. */
function viewOf<T extends Row>(open: ResourceListProps<T>['open'], row: T) {
  if (!open) return {};
  return 'to' in open
    ? { viewTo: open.to(row), viewText: open.text }
    : {
        onView: () => open.onOpen(row),
        viewLoading: open.loadingId === row.id,
        viewText: open.text,
      };
}

/** Draws a row's Actions cell; each list provides its own. */
const ActionsOf = createContext<(row: Row) => ReactNode>(() => null);

function ActionsCell({ row }: { row: Row }) {
  return useContext(ActionsOf)(row);
}

/**
 * One Actions column for every list, whose cell never changes identity: a cell made anew for each
 * render (when a screen passes `remove` or `open` inline) would remount its buttons, and a click
 * landing on a remounted button would be lost.
 */
const ACTIONS_COLUMN: ColumnDef<Row> = {
  id: 'actions',
  header: ({ table }) => <ActionsHeader table={table} />,
  cell: ({ row }) => <ActionsCell row={row.original} />,
};

export function ResourceList<T extends Row & { sortOrder?: number; status?: string }>({
  label,
  titled = false,
  query,
  rows = query?.data,
  isLoading = query?.isPending ?? false,
  columns,
  open,
  add,
  remove,
  sort,
  rowActions,
  bulk,
  children,
}: ResourceListProps<T>) {
  // The row stays while its confirmation closes, so the texts hold still until it is gone.
  const [removing, setRemoving] = useState<{ row: T; opened: boolean } | null>(null);
  const [sorting, setSorting] = useState(false);
  const headingId = useId();

  // Many rows at once: for someone who may publish or delete them.
  const mayPublish = useCan('publish');
  const selecting = bulk !== undefined && (mayPublish || remove !== undefined);
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const select = useCallback((ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const selection = useMemo(
    () => (selecting ? { selected, select, nameOf: (row: Row) => bulk.name(row as T) } : null),
    [selecting, selected, select, bulk],
  );
  const shownRows = bulk && rows ? withStatus(rows, status) : rows;
  // Rows deleted meanwhile (a reload) are no longer selected.
  const selectedRows = (rows ?? []).filter((row) => selected.has(row.id));

  const withActions = useMemo<ResourceListProps<T>['columns']>(
    () => [ACTIONS_COLUMN as ColumnDef<T>, ...columns],
    [columns],
  );
  const removalOf = (row: T) => (typeof remove === 'function' ? remove(row) : remove);
  const removal = removing ? removalOf(removing.row) : undefined;
  // Where it is used and Undo read and restore the trash, which not every role may (authors).
  const trash = useCan('trash') ? removal?.trash : undefined;
  const usage = useUsage(removing?.opened ? trash?.type : undefined, removing?.row.id);
  const uses = usage.data ?? [];
  // The Actions column's rows are T's: the cell hands back the row it was given.
  const actionsOf = (row: Row) => {
    const askRemove = () => setRemoving({ row: row as T, opened: true });
    const rowRemoval = removalOf(row as T);
    const actions = rowActions ? (
      rowActions(row as T, askRemove)
    ) : (
      <RowActions
        {...viewOf(open, row as T)}
        removeText={rowRemoval?.buttonText}
        onRemove={rowRemoval ? askRemove : undefined}
      />
    );
    return selecting ? (
      <Group gap="sm" wrap="nowrap">
        <RowCheckbox row={row} />
        {actions}
      </Group>
    ) : (
      actions
    );
  };

  const sortTitle = sort?.title ?? `Sort ${label}`;
  const addButtons = add === undefined ? [] : Array.isArray(add) ? add : [add];
  return (
    // A titled section is padded like the editor form beside it.
    <Paper
      withBorder
      p={{ base: 'sm', sm: titled ? 'lg' : 'md' }}
      radius="md"
      component={titled ? 'section' : 'div'}
      aria-labelledby={titled ? headingId : undefined}
    >
      {titled ? (
        <Title order={2} size="h4" mb="md" id={headingId}>
          {label}
        </Title>
      ) : null}
      <SelectionContext.Provider value={selection}>
        <ActionsOf.Provider value={actionsOf}>
          <AdminTable
            label={label}
            data={shownRows}
            columns={withActions}
            isLoading={isLoading}
            filters={
              bulk ? (
                <StatusFilter
                  value={status}
                  onChange={(next) => {
                    // What is selected stays in sight: a filter that hides rows starts afresh.
                    setStatus(next);
                    clearSelection();
                  }}
                />
              ) : undefined
            }
            actions={
              <>
                {sort ? (
                  <Button
                    variant="default"
                    leftSection={<IconArrowsSort size={16} aria-hidden />}
                    onClick={() => setSorting(true)}
                  >
                    {sort.buttonText ?? sortTitle}
                  </Button>
                ) : null}
                {addButtons.map((button, index) => {
                  const look = {
                    leftSection: button.icon ?? <IconPlus size={16} aria-hidden />,
                    variant: index === 0 ? undefined : 'light',
                  };
                  return 'to' in button ? (
                    <Button key={button.text} component={Link} to={button.to} {...look}>
                      {button.text}
                    </Button>
                  ) : (
                    <Button key={button.text} onClick={button.onClick} {...look}>
                      {button.text}
                    </Button>
                  );
                })}
              </>
            }
          />
        </ActionsOf.Provider>
      </SelectionContext.Provider>
      {selecting ? (
        <SelectionBar
          bulk={bulk}
          rows={selectedRows}
          mayDelete={remove !== undefined}
          onDone={clearSelection}
        />
      ) : null}
      {children}
      {remove ? (
        <ConfirmDialog
          opened={removing?.opened ?? false}
          title={removal?.title ?? ''}
          text={removal?.text ?? ''}
          details={
            trash ? <TrashNote uses={uses} withUses={Boolean(trash.runWithUses)} /> : undefined
          }
          waiting={usage.isFetching}
          buttonText={removal?.confirmText ?? 'Confirm'}
          action={async () => {
            if (!removing || !removal) return;
            const { id } = removing.row;
            try {
              const withUses = uses.length > 0 && trash?.runWithUses;
              const { message } = await (withUses ? withUses(id) : removal.run(id));
              toast.success(message, trash ? () => restoreFromTrash(trash.type, id) : undefined);
            } catch (error) {
              if (removal.failure !== 'warning') throw error;
              toast.warning(errorMessage(error));
            }
          }}
          onClose={() => setRemoving((current) => current && { ...current, opened: false })}
        />
      ) : null}
      {sort ? (
        <SortDialog
          opened={sorting}
          title={sortTitle}
          items={sort.rows ?? rows ?? []}
          getLabel={sort.label}
          onSort={async (ordered) => {
            // The order before, to put back through the same call if staff undo.
            const before = (sort.rows ?? rows ?? []).map((row, sortOrder) => ({
              id: row.id,
              sortOrder,
            }));
            const answer = await sort.run(ordered);
            return { ...answer, undo: () => sort.run(before) };
          }}
          onClose={() => setSorting(false)}
        />
      ) : null}
    </Paper>
  );
}
