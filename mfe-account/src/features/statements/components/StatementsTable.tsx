import { useId } from 'react';
import { HStack, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ExternalLink } from 'lucide-react';
import { formatDate, statementPdfPath, type Locale, type Statement } from 'shared-contracts';
import { DateText, Money } from 'shared-ui';

/**
 * The statements of spec 2.4 (/account/statements), newest first as the server lists them: the figures a
 * customer looks for before opening one, and each statement's PDF to open or to keep.
 */
export function StatementsTable({ statements, locale }: { statements: Statement[]; locale: Locale }) {
  const { t } = useLingui();
  const captionId = useId();
  const newTabNoteId = useId();
  return (
    // Focusable and named: on a phone the table scrolls sideways, which a keyboard can do only from inside it.
    <Table.ScrollArea tabIndex={0} role="region" aria-labelledby={captionId} borderWidth="1px" borderColor="gray.200" rounded="md">
      <VisuallyHidden id={newTabNoteId}>
        <Trans>Opens in a new tab</Trans>
      </VisuallyHidden>
      <Table.Root size={{ base: 'sm', md: 'md' }} striped>
        <Table.Caption id={captionId} captionSide="top" textAlign="start" fontWeight="semibold" color="brand.800" px="4" py="3" mt="0">
          <Trans>Your statements, newest first</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Statement date</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>New balance</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800" textAlign="end">
              <Trans>Amount due</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Due date</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" color="brand.800">
              <Trans>Statement (PDF)</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {statements.map((statement) => {
            const date = formatDate(statement.statementDate, locale);
            const pdf = statementPdfPath(statement.id, locale);
            return (
              <Table.Row key={statement.id}>
                <Table.Cell as="th" scope="row" fontWeight="semibold" textAlign="start" whiteSpace="nowrap">
                  <DateText date={statement.statementDate} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Money amount={statement.newBalance} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Money amount={statement.amountDue} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <DateText date={statement.dueDate} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="4" flexWrap="wrap">
                    {/* The visible word starts each name (WCAG 2.5.3): a voice user says "Open", a screen reader hears which statement. */}
                    <Link
                      href={pdf}
                      target="_blank"
                      rel="noopener"
                      aria-label={t`Open the statement of ${date} (PDF)`}
                      aria-describedby={newTabNoteId}
                      color="brand.700"
                      fontWeight="semibold"
                    >
                      <Trans>Open</Trans>
                      <ExternalLink aria-hidden size="1em" />
                    </Link>
                    <Link
                      href={pdf}
                      download={`statement-${statement.statementDate}.pdf`}
                      aria-label={t`Download the statement of ${date} (PDF)`}
                      color="brand.700"
                      fontWeight="semibold"
                    >
                      <Download aria-hidden size="1em" />
                      <Trans>Download</Trans>
                    </Link>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
