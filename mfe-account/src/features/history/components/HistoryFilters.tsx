import { useEffect } from 'react';
import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { HISTORY_TYPES, type HistoryFilter } from 'shared-contracts';
import { FormField, SelectInput } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { isFiltered } from '@/features/history/utils/history-search';
import {
  HISTORY_FILTER_FIELDS,
  filterFieldError,
  filterFormValues,
  historyFilterFormSchema,
  type HistoryFilterFormValues,
} from '@/features/history/utils/history-filter-form';
import { HISTORY_TYPE_LABELS } from '@/features/history/utils/labels';

export interface HistoryFiltersProps {
  /** The filter shown now (from the URL): the form starts from it and follows it on Back. */
  filter: HistoryFilter;
  onApply: (filter: HistoryFilter) => void;
}

/** Type and date range of the history: applied together with one button, not at each keystroke. */
export function HistoryFilters({ filter, onApply }: HistoryFiltersProps) {
  const { t, i18n } = useLingui();
  const { form, onSubmit } = useApiForm({
    schema: historyFilterFormSchema,
    defaultValues: filterFormValues(filter),
    fieldOrder: HISTORY_FILTER_FIELDS,
    // A filter writes nothing: the "mutation" hands the checked filter on at once, so this form keeps the
    // one recipe (the shared schema, errors beside their field, the focus on the first refused one).
    mutation: { mutationFn: async (checked: HistoryFilter) => checked },
    onSuccess: (checked) => onApply(checked),
  });
  const { register, formState, reset, setFocus, getValues } = form;

  // Back, Forward or "Clear" in the results change the URL's filter: the controls show it again.
  const shown = JSON.stringify(filterFormValues(filter));
  useEffect(() => {
    reset(JSON.parse(shown) as HistoryFilterFormValues);
  }, [shown, reset]);

  const clear = () => {
    onApply({});
    // The Clear button goes away with the filter: the focus stays in the form, on its first control.
    setFocus('type');
  };
  const errorOf = (field: (typeof HISTORY_FILTER_FIELDS)[number]) => filterFieldError(i18n, field, formState.errors[field], getValues());

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Filter transactions`}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t`Type`} error={errorOf('type')}>
            <SelectInput
              {...register('type')}
              options={[{ value: '', label: t`All types` }, ...HISTORY_TYPES.map((type) => ({ value: type, label: i18n._(HISTORY_TYPE_LABELS[type]) }))]}
            />
          </FormField>
          <FormField label={t`From date`} error={errorOf('from')}>
            <Input type="date" {...register('from')} />
          </FormField>
          <FormField label={t`To date`} error={errorOf('to')}>
            <Input type="date" {...register('to')} />
          </FormField>
        </SimpleGrid>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand">
            <Trans>Apply filters</Trans>
          </Button>
          {isFiltered(filter) ? (
            <Button type="button" variant="outline" borderColor="brand.700" onClick={clear}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </form>
  );
}
