import { useEffect, useId, useMemo } from 'react';
import { Box, Grid, Heading, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from 'shared-contracts';
import { formatDate } from 'shared-ui';
import type { DocumentSection, LegalDocument } from '@/content/documents/types';
import { RichText } from '@/features/legal/RichText';
import { sectionIds } from '@/features/legal/section-ids';
import { sectionIdOf } from '@/hooks/useScrollToHash';

/**
 * The document renders after the page's chunks arrive, so the browser's own jump to `#section` on load found
 * nothing yet: jump once the sections exist (a bookmark or a shared link to one section). Unlike the payments
 * page (useScrollToHash), this view mounts only once its document is there, so on mount is the moment.
 */
function useScrollToHashOnMount() {
  useEffect(() => {
    const id = sectionIdOf(window.location.hash);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/**
 * A legal document of content/legal (plain data, shared with the PDFs' shape): its date, a table of contents
 * and its sections. The contents are plain `#id` links: the browser scrolls and the URL keeps its path and
 * locale prefix (the shell's router only reacts to a new pathname), and Back returns to the previous spot.
 */
export function LegalDocumentView({ document, locale }: { document: LegalDocument; locale: Locale }) {
  const { t } = useLingui();
  const tocHeadingId = useId();
  const ids = useMemo(() => sectionIds(document.sections.map((section) => section.heading)), [document]);
  useScrollToHashOnMount();

  const date = formatDate(document.updated, locale);

  return (
    <Stack gap={{ base: '6', lg: '8' }}>
      <Stack gap="4">
        <Text color="gray.700">
          <Trans>
            Last updated: <time dateTime={document.updated}>{date}</time>
          </Trans>
        </Text>
        {document.translationNote ? (
          <Box role="note" bg="brand.50" borderStartWidth="4px" borderColor="brand.500" px="4" py="3" fontSize="sm" maxW="3xl">
            {document.translationNote}
          </Box>
        ) : null}
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box
          as="nav"
          aria-labelledby={tocHeadingId}
          position={{ lg: 'sticky' }}
          top={{ lg: '4' }}
          maxH={{ lg: 'calc(100vh - 2rem)' }}
          overflowY={{ lg: 'auto' }}
          bg="gray.50"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          p="5"
        >
          <Heading as="h2" id={tocHeadingId} size="sm" color="brand.700" mb="3">
            {t`On this page`}
          </Heading>
          <List.Root as="ol" gap="2" ps="5" fontSize="sm">
            {document.sections.map((section, index) => (
              <List.Item key={ids[index]} _marker={{ color: 'gray.700' }}>
                <Link href={`#${ids[index]}`} color="brand.700" textDecoration="underline" textUnderlineOffset="2px">
                  {section.heading}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <Stack gap="10" maxW="3xl">
          {document.intro ? (
            <Text fontSize="lg">
              <RichText text={document.intro} />
            </Text>
          ) : null}
          {document.sections.map((section, index) => (
            <DocumentSectionView key={ids[index]} id={ids[index]!} section={section} />
          ))}
        </Stack>
      </Grid>
    </Stack>
  );
}

function DocumentSectionView({ id, section }: { id: string; section: DocumentSection }) {
  return (
    <Box as="section">
      <Heading as="h2" id={id} size="xl" color="brand.700" mb="4" scrollMarginTop="4">
        {section.heading}
      </Heading>
      <Stack gap="4" lineHeight="tall">
        {section.paragraphs.map((paragraph) => (
          <Text key={paragraph}>
            <RichText text={paragraph} />
          </Text>
        ))}
        {section.bullets ? (
          <List.Root gap="2" ps="6">
            {section.bullets.map((bullet) => (
              <List.Item key={bullet}>
                <RichText text={bullet} />
              </List.Item>
            ))}
          </List.Root>
        ) : null}
        {section.table ? (
          // A wide table scrolls sideways on a phone; the region can take focus so a keyboard can scroll it.
          <Table.ScrollArea borderWidth="1px" borderColor="gray.200" borderRadius="md" tabIndex={0} role="region" aria-labelledby={id}>
            <Table.Root size="sm" aria-labelledby={id}>
              <Table.Header>
                <Table.Row bg="brand.50">
                  {section.table.columns.map((column) => (
                    <Table.ColumnHeader key={column} scope="col" color="brand.800" fontWeight="bold" minW="7rem" whiteSpace="normal">
                      {column}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {section.table.rows.map((row) => (
                  <Table.Row key={row.join('|')}>
                    {row.map((cell, cellIndex) =>
                      // The first cell names the row (the cookie, the message, the option): a row header.
                      cellIndex === 0 ? (
                        <Table.Cell key={cellIndex} as="th" scope="row" verticalAlign="top" fontWeight="semibold" textAlign="start" whiteSpace="normal">
                          <RichText text={cell} />
                        </Table.Cell>
                      ) : (
                        <Table.Cell key={cellIndex} verticalAlign="top" whiteSpace="normal">
                          <RichText text={cell} />
                        </Table.Cell>
                      ),
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : null}
      </Stack>
    </Box>
  );
}
