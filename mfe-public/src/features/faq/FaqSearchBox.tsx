import type { Ref } from 'react';
import { Box, Field, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';

/** The FAQ's search field: filters as the visitor types, from the first character (spec 5). */
export function FaqSearchBox({
  ref,
  value,
  onChange,
}: {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Box role="search" maxW="xl" w="full">
      {/* No unnamed group around one labelled control (docs/decisions/054, as in shared-ui's FormField). */}
      <Field.Root role="presentation">
        <Field.Label fontWeight="semibold">{t`Search questions`}</Field.Label>
        <InputGroup startElement={<Search aria-hidden size={18} />}>
          <Input
            ref={ref}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t`For example: payoff, title, autopay`}
            autoComplete="off"
            bg="white"
            size="lg"
            borderColor="gray.400"
          />
        </InputGroup>
        <Field.HelperText color="gray.700">{t`Matching questions open and the words you typed are highlighted.`}</Field.HelperText>
      </Field.Root>
    </Box>
  );
}
