/**
 * Two versions of an item side by side, field by field: only the fields that differ, each as a
 * word diff (removed words struck through in <del>, added ones underlined in <ins>, so the change
 * reads without colour). Rich text is compared as the words a visitor reads, not as markup.
 */
import { Fragment } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { diffWords } from 'diff';
import { fieldLabel, NOT_CONTENT } from '@chamber/contracts';

type Values = Record<string, unknown>;

const notContent = new Set<string>([...NOT_CONTENT, 'contentSections', 'bannerItems']);

/** Block ends become line breaks, then the markup goes: the text as a visitor reads it. */
function readable(html: string) {
  const text = html.replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|blockquote|tr)>/gi, '\n');
  const doc = new DOMParser().parseFromString(text, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/** A stored value in words: "(empty)", "Yes"/"No", rich text as its text. */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return /<[a-z][^>]*>/i.test(value) ? readable(value) : value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields whose values read differently, in the order `after` has them. */
function changedKeys(before: Values, after: Values, only?: string[]) {
  const keys = only ?? [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => !notContent.has(key) && asText(before[key]) !== asText(after[key]));
}

const changeStyle = {
  del: { textDecoration: 'line-through', background: 'var(--mantine-color-red-1)' },
  ins: { textDecoration: 'underline', background: 'var(--mantine-color-green-1)' },
};

export function FieldChanges({
  before,
  after,
  beforeName,
  afterName,
  only,
}: {
  before: Values;
  after: Values;
  /** How the two are called: "Version 3", "Their save". */
  beforeName: string;
  afterName: string;
  /** Compare these fields only (default: every field either has). */
  only?: string[];
}) {
  const keys = changedKeys(before, after, only);
  if (keys.length === 0) {
    return <Text>{`${beforeName} and ${afterName} have the same content.`}</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`From ${beforeName} to ${afterName}: removed words are struck through, added words are underlined.`}
      </Text>
      {keys.map((key) => (
        <Box key={key}>
          <Title order={4} size="h5" mb={4}>
            {fieldLabel(key)}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {diffWords(asText(before[key]), asText(after[key])).map((part, index, parts) => (
              <Fragment key={index}>
                {part.removed ? (
                  <del style={changeStyle.del}>{part.value}</del>
                ) : part.added ? (
                  <ins style={changeStyle.ins}>{part.value}</ins>
                ) : (
                  part.value
                )}
                {/* A word replaced by another: a space between them, so "nine ten" is not "nineten". */}
                {part.removed && parts[index + 1]?.added && !/\s$/.test(part.value) ? ' ' : null}
              </Fragment>
            ))}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
