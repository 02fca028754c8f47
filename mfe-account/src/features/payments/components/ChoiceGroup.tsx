import { useId, type ReactNode } from 'react';
import { RadioGroup, Stack, Text, chakra } from '@chakra-ui/react';

export interface ChoiceGroupProps {
  /** The question, as the fieldset's legend: what a screen reader says on entering the group. */
  legend: ReactNode;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

/**
 * A set of radio choices (`ChoiceItem`) as a fieldset with its legend (Ark's radio group, so arrow keys move
 * the choice), described by its rule and, once refused, its error.
 */
export function ChoiceGroup({ legend, name, value, onValueChange, onBlur, error, helper, children }: ChoiceGroupProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const describedBy = [helper ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <RadioGroup.Root
      asChild
      name={name}
      value={value || null}
      onValueChange={(details) => onValueChange(details.value ?? '')}
      onBlur={onBlur}
      colorPalette="brand"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      {/* A fieldset keeps its minimum content width unless told otherwise: at 375 px it would overflow. */}
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <RadioGroup.Label asChild>
          <chakra.legend fontWeight="semibold" fontSize="md" mb="1" p="0">
            {legend}
          </chakra.legend>
        </RadioGroup.Label>
        {helper ? (
          <Text id={helperId} fontSize="sm" color="fg.muted">
            {helper}
          </Text>
        ) : null}
        <Stack gap="3" mt="3">
          {children}
        </Stack>
        {error ? (
          // Chakra's red.500 is 3.8:1 on white, below WCAG AA for small text; red.700 is 6.5:1.
          <Text id={errorId} color="red.700" fontSize="sm" mt="2">
            {error}
          </Text>
        ) : null}
      </chakra.fieldset>
    </RadioGroup.Root>
  );
}

/**
 * Whether a choice is the one that takes the group's focus when the form points at the group (a refused or
 * unanswered question): the chosen one, else the first, as Tab would.
 */
export const isFocusChoice = (chosen: string, value: string, index: number): boolean => (chosen ? chosen === value : index === 0);
