import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { errorMessage } from '../api/client.ts';
import { toast } from './toast.ts';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: string;
  /** More below the question (what a delete takes with it). */
  details?: ReactNode;
  /** Confirming waits while this is true (what the details need is loading). */
  waiting?: boolean;
  buttonText: string;
  /** The confirm button is red for what removes or undoes (the default), else the usual colour. */
  destructive?: boolean;
  /** Runs on confirm; a failure is shown as an error toast (failed deletes are errors). */
  action: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * A dialog's confirmed action: `processing` while it runs, so it cannot run twice; a failure is
 * an error toast; the dialog closes either way.
 */
export function useConfirmedAction(action: () => Promise<unknown>, onClose: () => void) {
  const [processing, setProcessing] = useState(false);
  const confirm = async () => {
    setProcessing(true);
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setProcessing(false);
      onClose();
    }
  };
  return { processing, confirm };
}

/**
 * Asks before an action; while it runs both buttons are disabled, so it cannot run twice, then
 * it hides.
 */
export function ConfirmDialog({
  opened,
  title,
  text,
  details,
  waiting = false,
  buttonText,
  destructive = true,
  action,
  onClose,
}: ConfirmDialogProps) {
  const { processing, confirm } = useConfirmedAction(action, onClose);

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!processing) onClose();
      }}
      title={title}
      centered
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
    >
      <Text>{text}</Text>
      {details}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={processing}>
          Cancel
        </Button>
        <Button
          color={destructive ? 'red' : undefined}
          onClick={confirm}
          disabled={processing || waiting}
          loading={processing || waiting}
        >
          {buttonText}
        </Button>
      </Group>
    </Modal>
  );
}
