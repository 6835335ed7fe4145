import { Button, Group } from '@mantine/core';

/** Cancel + submit row at the bottom of a dialog form. */
export function FormButtons({
  submitText,
  submitting,
  onCancel,
}: {
  submitText: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitText}
      </Button>
    </Group>
  );
}
