import { useEffect, useRef, useState } from 'react';
import { Button, Code, Stack, Table, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { LOADING_BAR } from 'shared-contracts';
import { pendingLoadsAtom } from 'shared-contracts/atoms';
import { DesignSection } from '@/features/design/DesignSection';

/** How long the demonstration keeps a load pending: longer than the bar's 2 s creep, so all of it shows. */
export const LOADING_BAR_DEMO_MS = 3000;

/** Spec 2.15, row by row: the constant, what it does, and its unit. */
const ROWS: Array<{ key: keyof typeof LOADING_BAR; use: MessageDescriptor; unit: 'millisecond' | 'px' }> = [
  { key: 'throttleMs', use: msg`A load shorter than this never shows the bar.`, unit: 'millisecond' },
  { key: 'durationMs', use: msg`The time the bar takes to creep towards 90 % while the load goes on.`, unit: 'millisecond' },
  { key: 'hideDelayMs', use: msg`The full bar stays this long after the load ends, then fades.`, unit: 'millisecond' },
  { key: 'resetDelayMs', use: msg`After fading, the bar goes back to empty after this.`, unit: 'millisecond' },
  { key: 'heightPx', use: msg`The height of the bar at the top of the window.`, unit: 'px' },
];

/**
 * The shell's page loading bar shows while `pendingLoadsAtom` (a shared singleton) is above zero; the button
 * counts one load for a few seconds, as a page that is loading does.
 */
export function LoadingBarSection({ locale }: { locale: string }) {
  const { i18n } = useLingui();
  const setPending = useSetAtom(pendingLoadsAtom);
  const [showing, setShowing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    setPending((count) => Math.max(0, count - 1));
  };
  // Leaving the page mid-demonstration must not leave the bar running on the next page.
  useEffect(() => stop, []); // eslint-disable-line react-hooks/exhaustive-deps -- cleanup on unmount only

  const show = () => {
    if (timer.current) return;
    setPending((count) => count + 1);
    setShowing(true);
    timer.current = setTimeout(() => {
      stop();
      setShowing(false);
    }, LOADING_BAR_DEMO_MS);
  };

  const milliseconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' });
  const integer = new Intl.NumberFormat(locale);
  const seconds = LOADING_BAR_DEMO_MS / 1000;
  return (
    <DesignSection
      id="loading-bar"
      title={<Trans>Loading bar</Trans>}
      intro={
        <Trans>
          A thin bar at the top of the window while a page loads (spec 2.15). Screen readers hear “Loading…” instead, from the page
          that is loading.
        </Trans>
      }
    >
      <Stack gap="2" align="start">
        <Button colorPalette="brand" onClick={show}>
          <Trans>Show the loading bar for {seconds} seconds</Trans>
        </Button>
        <Text role="status" minH="6" color="gray.700">
          {showing ? <Trans>The loading bar is showing at the top of the window.</Trans> : null}
        </Text>
      </Stack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        {/* Chakra's table does not wrap; the explanations must, on a phone. */}
        <Table.Root size="sm" whiteSpace="normal">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2">
            <Trans>The loading bar’s settings (shared-contracts LOADING_BAR)</Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                <Trans>Setting</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Value</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>What it does</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ROWS.map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>
                  <Code colorPalette="gray">{row.key}</Code>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {row.unit === 'px' ? `${integer.format(LOADING_BAR[row.key])} px` : milliseconds.format(LOADING_BAR[row.key])}
                </Table.Cell>
                <Table.Cell>{i18n._(row.use)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </DesignSection>
  );
}
