import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** When each way to pay reaches the account, and what it costs, side by side. */
export function PostingTimes() {
  const { t } = useLingui();
  const sameDay = t`The same business day if paid before 6 p.m. Central time; otherwise the next business day`;
  const rows = [
    { way: t`Online`, cost: t`Free`, posts: sameDay },
    { way: t`Autopay`, cost: t`Free`, posts: t`On the day you chose, or the next business day if it is a weekend or holiday` },
    { way: t`By phone`, cost: t`Free`, posts: sameDay },
    { way: t`By mail`, cost: t`Postage only`, posts: t`The business day we receive it` },
    { way: t`In person`, cost: t`The location’s fee, if any`, posts: t`Usually within one to two business days` },
  ];
  return (
    <Box as="section" aria-labelledby="posting-times" pt="6">
      <Heading as="h2" id="posting-times" size="xl" color="brand.700" mb="2">
        <Trans>When your payment posts</Trans>
      </Heading>
      <Text mb="4" color="gray.700">
        <Trans>Business days are Monday to Friday, except federal holidays.</Trans>
      </Text>
      <Box borderWidth="1px" borderColor="gray.200" rounded="md" overflow="hidden">
        <Table.Root size={{ base: 'sm', md: 'md' }} striped>
          <Table.Header>
            <Table.Row bg="brand.50">
              <Table.ColumnHeader color="brand.800">{t`Way to pay`}</Table.ColumnHeader>
              <Table.ColumnHeader color="brand.800">{t`Cost`}</Table.ColumnHeader>
              <Table.ColumnHeader color="brand.800">{t`When it posts`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.way}>
                <Table.Cell as="th" scope="row" fontWeight="semibold" textAlign="start">
                  {row.way}
                </Table.Cell>
                <Table.Cell>{row.cost}</Table.Cell>
                <Table.Cell>{row.posts}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
