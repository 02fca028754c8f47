import type { Ref } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { SelectIndicator } from './SelectIndicator';

/** One choice of a select: its text only (an option holds no markup), and its language where it is not the page's. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

export interface SelectInputProps extends Omit<NativeSelect.FieldProps, 'children'> {
  /** The choices in the order shown; a placeholder (`placeholder`) or an "all" choice comes first. */
  options: readonly SelectOption[];
  /** React 19 passes it as a prop: a form library focuses the field through it. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The one native select of every form and filter (docs/decisions/067): Chakra's NativeSelect with the chevron
 * hidden from assistive technology (`SelectIndicator`, docs/decisions/054). Put it in a `FormField`, which names
 * it; spread a form's `register(name)` into it (React 19 passes the ref as a prop) or give `value`/`onChange`.
 */
export function SelectInput({ options, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {options.map(({ value, label, lang }) => (
          <option key={value} value={value} lang={lang}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <SelectIndicator />
    </NativeSelect.Root>
  );
}
