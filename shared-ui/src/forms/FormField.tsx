import { useId, type ReactNode } from 'react';
import { Field, Stack } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The message under the field when its value was refused; the field is marked invalid while it is set. */
  error?: string;
  /** The field's rules, shown before the visitor submits, so nobody learns them from an error. */
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/**
 * A labelled form field: Chakra's Field wires the label, `aria-invalid` and `aria-errormessage` to the control,
 * so a screen reader hears the rule and the error with the field.
 *
 * Chakra 3.37 (Ark's Field) points the control's `aria-describedby` at the helper text only, and names the error
 * just through `aria-errormessage`, which several screen readers do not read. So the helper and the error sit in
 * one block, and that block is what Field knows as the "helper text" (`ids.helperText`): the control's
 * description is the rule and, while the field is invalid, the error. The error keeps its own id for
 * `aria-errormessage`. Nothing changes for the caller.
 */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  const descriptionId = `${useId()}-description`;
  const invalid = Boolean(error);
  return (
    // role="presentation": Ark's Field root is an unnamed role="group" around one control, which says nothing the
    // label does not and which a second accessibility engine flags (docs/decisions/054).
    <Field.Root role="presentation" invalid={invalid} required={required} ids={{ helperText: descriptionId }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper || invalid ? (
        // Field.Root's own gap between its parts, kept inside the block.
        <Stack id={descriptionId} gap="1.5">
          {/* Its own id: the block's id is taken by the description. */}
          {/* A div, not Ark's span: a helper may be a list of rules, which a span cannot hold (valid HTML, 054). */}
          {helper ? (
            <Field.HelperText asChild id={`${descriptionId}-helper`}>
              <div>{helper}</div>
            </Field.HelperText>
          ) : null}
          {/* Chakra's fg.error (red.500) is 3.8:1 on white, below WCAG AA for small text; red.700 is 6.5:1. */}
          <Field.ErrorText color="red.700">{error}</Field.ErrorText>
        </Stack>
      ) : null}
    </Field.Root>
  );
}
