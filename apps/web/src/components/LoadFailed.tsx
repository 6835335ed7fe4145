import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../api/client.ts';

/**
 * An edit screen whose record could not be loaded. The query cache has already shown the
 * server's message as an error toast (load failures are errors); this keeps a way back to the
 * list on screen.
 */
export function LoadFailed({
  what,
  error,
  listPath,
}: {
  what: string;
  error: unknown;
  /** The list to return to; none for a screen that is not a list's record. */
  listPath?: string;
}) {
  return (
    <Alert color="red" title={`The ${what} could not be loaded`}>
      {errorMessage(error)}
      {listPath ? (
        <Button component={Link} to={listPath} variant="light" display="block" mt="sm">
          Return to Listing
        </Button>
      ) : null}
    </Alert>
  );
}
