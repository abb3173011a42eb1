import { Text } from '@mantine/core';

/** A server message shown in red above a form (login failures, throttling, blocked account…). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text c="red" size="sm" role="alert" mb="md" fw={500}>
      {message}
    </Text>
  );
}
