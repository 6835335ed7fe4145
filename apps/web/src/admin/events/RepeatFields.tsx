/**
 * The event editor's Repeat (docs/decisions/137-repeating-events.md): does not repeat, every week
 * on the start's weekday, or every month on its weekday of the month ("the third Thursday"), until
 * a date; and a live line saying what saving will make ("Makes 6 events: 3 Dec, 10 Dec, …"),
 * counted as the server counts it, so staff see it before they save.
 */
import { useState } from 'react';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import {
  REPEAT_LIMIT,
  REPEAT_LIMIT_MESSAGE,
  REPEAT_UNTIL_BEFORE_START_MESSAGE,
  repeatDayLabel,
  repeatLabels,
  repeatOf,
  repeatTooSoonMessage,
  type EventRequest,
  type RepeatEvery,
} from '@chamber/contracts';
import type { EventValues } from '../../api/events.ts';

/** What staff chose: how often (or not), and the day of the last event ("YYYY-MM-DD"). */
export type RepeatChoice = { every: RepeatEvery | 'none'; until: string };

export const NO_REPEAT: RepeatChoice = { every: 'none', until: '' };

const REPEAT_UNTIL_REQUIRED_MESSAGE = 'Choose the date of the last event';

/** The line lists every day up to this many events; beyond, the first few, "…" and the last. */
const DAYS_SHOWN = 6;

/** The event's times as the form holds them: UTC ISO instants, "" while empty. */
type Times = { start?: string | null; end?: string | null };

const instantOrNull = (iso: string | null | undefined) =>
  iso && !Number.isNaN(Date.parse(iso)) ? iso : null;

/**
 * What the choice makes of the event: nothing (it does not repeat, or has no start yet), what to
 * fix (`problem`; `missing` while no end date is chosen), or the days of all its events.
 */
export type RepeatPreview =
  | { kind: 'none' }
  | { kind: 'problem'; message: string; missing?: true }
  | { kind: 'events'; every: RepeatEvery; until: string; line: string; copies: number };

export function repeatPreview(choice: RepeatChoice, times: Times, timeZone: string): RepeatPreview {
  const start = instantOrNull(times.start);
  if (choice.every === 'none' || start === null) return { kind: 'none' };
  if (choice.until === '') {
    return { kind: 'problem', message: REPEAT_UNTIL_REQUIRED_MESSAGE, missing: true };
  }
  const plan = repeatOf(
    { start, end: instantOrNull(times.end) },
    choice.every,
    choice.until,
    timeZone,
  );
  if (plan.untilBeforeStart) return { kind: 'problem', message: REPEAT_UNTIL_BEFORE_START_MESSAGE };
  if (plan.nextAfterUntil !== null) {
    return { kind: 'problem', message: repeatTooSoonMessage(plan.nextAfterUntil) };
  }
  if (plan.overLimit) {
    const last = repeatDayLabel(plan.copies[REPEAT_LIMIT - 1].start, timeZone, { withYear: true });
    return { kind: 'problem', message: `${REPEAT_LIMIT_MESSAGE}, on or before ${last}` };
  }
  const days = [start, ...plan.copies.map((copy) => copy.start)].map((iso) =>
    repeatDayLabel(iso, timeZone),
  );
  const shown =
    days.length <= DAYS_SHOWN ? days : [...days.slice(0, DAYS_SHOWN - 2), '…', days.at(-1)];
  return {
    kind: 'events',
    every: choice.every,
    until: choice.until,
    line: `Makes ${days.length} events: ${shown.join(', ')}`,
    copies: plan.copies.length,
  };
}

type EventControl = Control<EventRequest, unknown, EventValues>;

/**
 * The Repeat choice and its end date, under the event's times; `onChange` hears each change.
 * `showMissing`: a save was tried without an end date, which is then said as an error.
 */
export function RepeatFields({
  control,
  timeZone,
  onChange,
  showMissing,
}: {
  control: EventControl;
  timeZone: string;
  onChange: (choice: RepeatChoice) => void;
  showMissing: boolean;
}) {
  const [choice, setChoice] = useState(NO_REPEAT);
  const choose = (next: RepeatChoice) => {
    setChoice(next);
    onChange(next);
  };
  const start = useWatch({ control, name: 'start' });
  const watchedEnd = useWatch({ control, name: 'end' });
  const end = typeof watchedEnd === 'string' ? watchedEnd : null;
  const startsAt = instantOrNull(start);
  const labels = startsAt
    ? repeatLabels(startsAt, timeZone)
    : { week: 'Every week', month: 'Every month', monthHint: null };
  const preview = repeatPreview(choice, { start, end }, timeZone);
  const problem =
    preview.kind === 'problem' && (!preview.missing || showMissing) ? preview.message : null;
  return (
    <Stack gap={4} mt="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Repeat"
          data={[
            { value: 'none', label: 'Does not repeat' },
            { value: 'week', label: labels.week },
            { value: 'month', label: labels.month },
          ]}
          value={choice.every}
          onChange={(every) =>
            choose({ ...choice, every: (every ?? 'none') as RepeatChoice['every'] })
          }
          allowDeselect={false}
        />
        {choice.every === 'none' ? null : (
          <TextInput
            type="date"
            label="Until"
            title="The date of the last event"
            withAsterisk
            value={choice.until}
            onChange={(event) => choose({ ...choice, until: event.currentTarget.value })}
            error={problem}
          />
        )}
      </SimpleGrid>
      {choice.every === 'month' && labels.monthHint ? (
        <Text size="sm" c="dimmed">
          {labels.monthHint}
        </Text>
      ) : null}
      <div aria-live="polite">
        {preview.kind === 'events' ? (
          <>
            <Text size="sm" fw={500}>
              {preview.line}
            </Text>
            <Text size="sm" c="dimmed">
              Saving makes the new ones as drafts, each an event of its own, at the same time on the
              chamber’s clock.
            </Text>
          </>
        ) : null}
      </div>
    </Stack>
  );
}
