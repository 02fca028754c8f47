import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGINATION_DEFAULTS } from 'shared-contracts';

export interface PagerProps {
  count: number;
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
}

/** Pagination of lists in the account area (spec 9: 10 per page, 2 sibling pages, at least 1 page). */
export function Pager({ count, page, onPageChange, pageSize = PAGINATION_DEFAULTS.perPage }: PagerProps) {
  const { t } = useLingui();
  return (
    <Pagination.Root
      count={Math.max(count, PAGINATION_DEFAULTS.minPages)}
      pageSize={pageSize}
      page={page}
      siblingCount={PAGINATION_DEFAULTS.siblings}
      onPageChange={(details) => onPageChange(details.page)}
      aria-label={t`Pages`}
    >
      <ButtonGroup variant="ghost" size="sm" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={t`Previous page`}>
            <ChevronLeft aria-hidden />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand" aria-label={t`Page ${item.value}`}>
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={t`Next page`}>
            <ChevronRight aria-hidden />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
