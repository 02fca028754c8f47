import { useEffect, useRef } from 'react';
import { Button, Flex, Span, useBreakpointValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGINATION_DEFAULTS, paginationRange } from 'shared-contracts';

export interface PagerProps {
  totalItems: number;
  /** 1-based */
  page: number;
  onPageChange: (page: number) => void;
  perPage?: number;
  siblings?: number;
  /** The navigation's accessible name when a page has more than one pager ("Statement pages"). */
  label?: string;
}

/**
 * Pagination of lists in the account area (spec 9: 10 per page, 2 sibling pages, at least 1 page), a nav of
 * ordinary buttons: Tab reaches each one, the current page is announced with `aria-current`, and previous /
 * next are disabled at the ends. Page numbers come from shared-contracts `paginationRange`.
 */
export function Pager({
  totalItems,
  page,
  onPageChange,
  perPage = PAGINATION_DEFAULTS.perPage,
  siblings = PAGINATION_DEFAULTS.siblings,
  label,
}: PagerProps) {
  const { t } = useLingui();
  const pageLabel = (number: number) => t`Page ${number}`;
  // On a phone the spec's two siblings a side would wrap the row; one a side keeps it on one line.
  const shownSiblings = useBreakpointValue({ base: Math.min(1, siblings), sm: siblings }) ?? siblings;
  const range = paginationRange({ totalItems, page, perPage, siblings: shownSiblings });
  const currentButton = useRef<HTMLButtonElement>(null);
  const refocusCurrent = useRef(false);

  // Reaching the first or last page disables the button just pressed, which would drop keyboard focus to the
  // page's start: focus goes to the current page instead.
  useEffect(() => {
    if (!refocusCurrent.current) return;
    refocusCurrent.current = false;
    currentButton.current?.focus();
  }, [range.page]);

  const go = (target: number) => {
    if (target === range.page) return;
    if (target === 1 || target === range.pageCount) refocusCurrent.current = true;
    onPageChange(target);
  };

  return (
    <nav aria-label={label ?? t`Pagination`}>
      <Flex as="ul" listStyleType="none" m="0" p="0" gap="1" align="center" wrap="wrap">
        <li>
          <Button variant="outline" size={{ base: 'xs', sm: 'sm' }} disabled={!range.hasPrevious} onClick={() => go(range.page - 1)} aria-label={t`Previous page`}>
            <ChevronLeft aria-hidden />
            <Span hideBelow="md">{t`Previous`}</Span>
          </Button>
        </li>
        {range.items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`} aria-hidden>
              <Span display="inline-block" minW="6" textAlign="center" color="fg.muted">
                …
              </Span>
            </li>
          ) : (
            <li key={item.page}>
              <Button
                ref={item.page === range.page ? currentButton : undefined}
                size={{ base: 'xs', sm: 'sm' }}
                minW={{ base: '8', sm: '9' }}
                variant={item.page === range.page ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-current={item.page === range.page ? 'page' : undefined}
                aria-label={pageLabel(item.page)}
                onClick={() => go(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="outline" size={{ base: 'xs', sm: 'sm' }} disabled={!range.hasNext} onClick={() => go(range.page + 1)} aria-label={t`Next page`}>
            <Span hideBelow="md">{t`Next`}</Span>
            <ChevronRight aria-hidden />
          </Button>
        </li>
      </Flex>
    </nav>
  );
}
