/**
 * /cms/management/members/import: members from a spreadsheet (decision 143). Choosing a CSV file
 * previews it (a dry run: nothing is saved); Import is offered only once no row has a problem,
 * and imports every row or none.
 */
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { csvLines, MEMBER_CSV_COLUMNS, type MemberImportAnswer } from '@chamber/contracts';
import { errorMessage } from '../../api/client.ts';
import { useImportMembers } from '../../api/members.ts';
import { toast } from '../../components/toast.ts';
import { ImportPreview, previewSummary } from './ImportPreview.tsx';
import { MEMBERS_PATH } from './paths.ts';

/** A sample file with the header row and one member, to fill in. */
const SAMPLE = csvLines([
  [...MEMBER_CSV_COLUMNS],
  [
    'Main Street Bakery',
    '',
    'Restaurants; Retail',
    'Fresh bread and cakes every morning.',
    '<p>A family bakery since 1985.</p>',
    '12 Main Street',
    'Millbrook',
    'NY',
    '12545',
    '(845) 555-0100',
    'hello@mainstreetbakery.example',
    'https://mainstreetbakery.example',
    'https://facebook.com/mainstreetbakery',
    '',
    '',
    '',
    '',
    'Mon–Sat 7am–4pm',
    'silver',
    'no',
    '2015-06-01',
    'yes',
  ],
]);
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${SAMPLE}\r\n`)}`;

export function MemberImportScreen() {
  const navigate = useNavigate();
  const send = useImportMembers();
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [preview, setPreview] = useState<MemberImportAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function check(chosen: File | null, updating: boolean) {
    setFile(chosen);
    setPreview(null);
    setProblem(null);
    if (!chosen) return;
    try {
      setPreview(await send.mutateAsync({ file: chosen, dryRun: true, update: updating }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function run() {
    if (!file) return;
    try {
      const done = await send.mutateAsync({ file, dryRun: false, update });
      if (done.created + done.updated === 0) {
        setPreview(done);
        return;
      }
      toast.success(
        `Imported: ${done.created} ${done.created === 1 ? 'member' : 'members'} added, ${done.updated} updated.`,
      );
      navigate(MEMBERS_PATH);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  const summary = preview ? previewSummary(preview) : null;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={2}>Import members from a spreadsheet</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>
            Save your spreadsheet as <strong>CSV UTF-8</strong>, with the column names in its first
            row (only <code>name</code> and <code>categories</code> are needed; separate several
            categories with “;”). New categories are added for you.{' '}
            <Anchor href={SAMPLE_HREF} download="members-sample.csv">
              Download a sample file
            </Anchor>
            .
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            value={file}
            onChange={(chosen) => check(chosen, update)}
            clearable
            maw={460}
          />
          <Checkbox
            label="Update existing members: a row with the name or web address of a member changes that member"
            checked={update}
            onChange={(event) => {
              setUpdate(event.currentTarget.checked);
              void check(file, event.currentTarget.checked);
            }}
          />
        </Stack>
      </Paper>

      {send.isPending ? <Text c="dimmed">Reading the file…</Text> : null}
      {problem ? (
        <Alert color="red" title="The file cannot be imported">
          {problem}
        </Alert>
      ) : null}
      {preview && summary ? (
        <Stack gap="sm">
          <Alert
            color={summary.canImport ? 'green' : 'red'}
            title={
              summary.canImport ? 'Ready to import' : 'Fix these rows, then choose the file again'
            }
          >
            {summary.text}.{' '}
            {summary.canImport
              ? 'Nothing is saved until you press Import.'
              : 'Nothing is imported while any row has a problem.'}
          </Alert>
          <ImportPreview preview={preview} />
        </Stack>
      ) : null}

      <Group>
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          disabled={!summary?.canImport || send.isPending}
          onClick={run}
        >
          Import
        </Button>
        <Button component={Link} to={MEMBERS_PATH} variant="default">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
