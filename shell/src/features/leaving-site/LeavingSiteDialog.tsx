import { useRef, useState } from 'react';
import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useStore } from 'jotai';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { COMPANY, LEAVING_SITE_CALLBACK_DELAY_MS } from 'shared-contracts';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { AppDialog } from '@/components/AppDialog';

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/**
 * The leaving-site warning (spec 4.6, 2.13). Open while a link is pending. Continue opens the link in a new
 * tab, then after LEAVING_SITE_CALLBACK_DELAY_MS runs the link's callback and clears the state; Cancel, Escape,
 * the close button and browser back clear it at once.
 */
export function LeavingSiteDialog() {
  const { t } = useLingui();
  const store = useStore();
  const url = useAtomValue(pendingLinkUrlAtom);
  const [continuing, setContinuing] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);

  const clear = () => {
    store.set(pendingLinkUrlAtom, '');
    store.set(pendingLinkCallbackAtom, null);
  };

  const cancel = () => {
    if (!continuing) clear();
  };

  const proceed = () => {
    if (url === '' || continuing) return;
    // Taken now: the link may be removed (and the pending state cleared) before the delay is over.
    const callback = store.get(pendingLinkCallbackAtom);
    window.open(url, '_blank', 'noopener,noreferrer');
    setContinuing(true);
    // Not tied to this component's life: the state must be cleared even if the dialog host goes away.
    window.setTimeout(() => {
      try {
        callback?.();
      } finally {
        clear();
        setContinuing(false);
      }
    }, LEAVING_SITE_CALLBACK_DELAY_MS);
  };

  const company = COMPANY.name;
  const destination = hostOf(url);

  return (
    <AppDialog
      open={url !== '' && !continuing}
      onClose={cancel}
      size="smc"
      title={t`You are leaving our site`}
      initialFocusRef={continueRef}
      footer={
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" w="full" justify="center">
          <Button variant="outline" colorPalette="brand" borderColor="brand.700" onClick={cancel}>
            {t`Cancel`}
          </Button>
          <Button ref={continueRef} colorPalette="brand" onClick={proceed}>
            {t`Continue`}
            <ExternalLinkIcon aria-hidden />{' '}
            <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
          </Button>
        </Stack>
      }
    >
      <Stack gap="3">
        <Text>
          <Trans>
            The site you are going to is not operated by {company}. Its privacy and security policies may differ from
            ours.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Destination:{' '}
            <Text as="span" fontWeight="semibold" wordBreak="break-all">
              {destination}
            </Text>
          </Trans>
        </Text>
      </Stack>
    </AppDialog>
  );
}
