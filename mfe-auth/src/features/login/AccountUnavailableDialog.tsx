import { Link, Span, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { COMPANY, type ShellServices } from 'shared-contracts';

export interface AccountUnavailableDialogProps {
  shell: ShellServices;
  /** The account status (F0184_ACCOUNT_STATUS) that is not AL, or null when closed. */
  accountStatus: string | null;
  onClose: () => void;
}

/** Spec 2.13 / 8.2: title, explanation, the account status and a call-customer-support link. */
export function AccountUnavailableDialog({ shell, accountStatus, onClose }: AccountUnavailableDialogProps) {
  const { t } = useLingui();
  const phone = COMPANY.supportPhone.display;
  return (
    <shell.Dialog open={accountStatus !== null} onClose={onClose} title={t`Account unavailable`} size="smc" role="alertdialog">
      <Stack gap="3">
        <Text>
          <Trans>Your account is not available for online access. Please call customer support for help with your account.</Trans>
        </Text>
        <Text>
          <Trans>
            Account status: <strong>{accountStatus}</strong>
          </Trans>
        </Text>
        <Link href={`tel:${COMPANY.supportPhone.tel}`} color="brand.700" fontWeight="semibold">
          <Phone aria-hidden size="1em" />
          <span>
            <Trans>
              Call customer support: <Span whiteSpace="nowrap">{phone}</Span>
            </Trans>
          </span>
        </Link>
      </Stack>
    </shell.Dialog>
  );
}
