import { Alert, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts';
import { useAccountNotices } from '@/features/overview/api/get-account-notices';

/**
 * What the lender has to tell the borrower on the overview (docs/decisions/055): after a second returned payment
 * within twelve months, that autopay is paused. Worded here from the notice's kind, in the page's language. A
 * failed read shows nothing: the rest of the overview stands, and the mail said it too.
 */
export function AccountNotices() {
  const notices = useAccountNotices();
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const phone = COMPANY.supportPhone.display;
  return (
    <Stack gap="4" mb={{ base: '12', md: '16' }}>
      {list.map((notice) => (
        <Alert.Root key={notice.id} status="warning" role="status">
          <Alert.Indicator aria-hidden />
          <Alert.Content>
            <Alert.Title>
              <Trans>Automatic payments are paused</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Your bank returned two payments within twelve months, so we stopped your automatic payments. Please pay another way, and call us at {phone} to turn them on again.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ))}
    </Stack>
  );
}
