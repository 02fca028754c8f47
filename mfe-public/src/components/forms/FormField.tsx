import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The message under the field when its value was refused; the field is marked invalid while it is set. */
  error?: string;
  /** The field's rules, shown before the visitor submits (issue 5: "field rules shown before submit"). */
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled form field: Chakra's Field wires the label, the rules and the error to the control
 * (`aria-describedby`, `aria-invalid`), so a screen reader hears the rule and the error with the field.
 */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {/* Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for small text; red.700 is 6.5:1. */}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
