import '../../staffStyles.ts';
import type { FormEventHandler, ReactNode } from 'react';
import { Anchor, Box, Center, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { Logo } from '../../components/Logo.tsx';
import { toast } from '../../components/toast.ts';

/** The centred card around the sign-in and password screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" bg="navy.8" mih="100dvh" py="xl" px="sm">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Paper w="100%" maw={420} p={{ base: 'lg', sm: 'xl' }} radius="md" shadow="xl">
          <Stack gap="lg">
            <Anchor component={Link} to="/home" underline="never" c="navy.8" mx="auto">
              <Logo height={56} />
            </Anchor>
            <Title order={1} fz={24} ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}

/** A form's action whose failure shows the server's message in a toast. */
export function toastingErrors<Values>(action: (values: Values) => Promise<void>) {
  return async (values: Values) => {
    try {
      await action(values);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
}

/** The card's form, its fields and buttons one under the other. */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">{children}</Stack>
    </form>
  );
}
