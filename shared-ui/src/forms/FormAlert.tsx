import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export interface FormAlertProps {
  status?: 'error' | 'warning' | 'success' | 'info';
  title: ReactNode;
  children?: ReactNode;
}

/**
 * A message about the whole form (the server could not be reached, too many attempts, a form's own outcome):
 * announced at once by screen readers, shown above the submit button, and the typed values stay in the form.
 * A failed call shows `ProblemAlert`, which is built on this.
 */
export function FormAlert({ status = 'error', title, children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator aria-hidden />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
