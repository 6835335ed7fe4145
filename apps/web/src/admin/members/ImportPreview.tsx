/** The spreadsheet import's preview (decision 143): each row, what it would do, its problems. */
import { Badge, List, Table, Text } from '@mantine/core';
import type { MemberImportAnswer } from '@chamber/contracts';

/** What a preview says in one line, and whether its rows may be imported. */
export function previewSummary({ rows }: MemberImportAnswer) {
  const failing = rows.filter((row) => row.errors.length > 0).length;
  const creates = rows.filter((row) => row.action === 'create').length;
  const updates = rows.length - creates;
  const parts = [
    `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`,
    `${creates} new`,
    ...(updates ? [`${updates} to update`] : []),
    ...(failing ? [`${failing} with problems`] : []),
  ];
  return { text: parts.join(' · '), canImport: rows.length > 0 && failing === 0, failing };
}

/** The rows with problems first, so a long file's problems are not pages down. */
const problemsFirst = (rows: MemberImportAnswer['rows']) =>
  [...rows].sort(
    (a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.line - b.line,
  );

/** The most rows the table draws; the count says how many there are. */
const SHOWN_ROWS = 500;

export function ImportPreview({ preview }: { preview: MemberImportAnswer }) {
  const rows = problemsFirst(preview.rows);
  return (
    <>
      <Table striped withTableBorder aria-label="Rows of the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Will</Table.Th>
            <Table.Th>Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.slice(0, SHOWN_ROWS).map((row) => (
            <Table.Tr key={row.line} data-problem={row.errors.length > 0 || undefined}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>
                {row.name || (
                  <Text span c="dimmed">
                    (no name)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.action === 'create' ? 'green' : 'blue'} tt="none">
                  {row.action === 'create' ? 'Add' : 'Update'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {row.errors.length === 0 ? (
                  <Text span c="dimmed" size="sm">
                    None
                  </Text>
                ) : (
                  <List size="sm" c="red.8" spacing={2}>
                    {row.errors.map((error) => (
                      <List.Item key={error}>{error}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > SHOWN_ROWS ? (
        <Text size="sm" c="dimmed" mt="xs">
          The first {SHOWN_ROWS} of {rows.length} rows are shown, those with problems first.
        </Text>
      ) : null}
    </>
  );
}
