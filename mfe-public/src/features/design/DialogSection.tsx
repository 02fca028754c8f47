import { useState } from 'react';
import { Button, Code, Stack, Text, Wrap } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DialogSize, ShellServices } from 'shared-contracts';
import { DesignSection } from '@/features/design/DesignSection';

/** Spec 2.13: every size variant, with what it is for. A Record, so a size added to the contract fails here. */
const SIZE_USES: Record<DialogSize, MessageDescriptor> = {
  xs: msg`The narrowest: one short question with one or two buttons.`,
  sm: msg`Small: the log-in dialog and other short forms.`,
  md: msg`Medium, the default: most dialogs of the site.`,
  xm: msg`Between medium and large, added for this site: forms in steps, such as finding an account number.`,
  lg: msg`Large: longer forms and explanations.`,
  xl: msg`Extra large: tables and documents. This one can also switch to full screen.`,
  full: msg`Fills the whole window: long documents on a small screen.`,
  smc: msg`Small with centred text, added for this site: session messages, such as the warning before a session expires.`,
};
/** In the order of spec 2.13. */
const SIZES: DialogSize[] = ['xs', 'sm', 'md', 'xm', 'lg', 'xl', 'full', 'smc'];

/** The shell's dialog (shell.Dialog) in each size; the dialog returns focus to the button that opened it. */
export function DialogSection({ shell }: { shell: ShellServices }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<DialogSize | null>(null);
  const close = () => setOpen(null);
  const { Dialog } = shell;
  return (
    <DesignSection
      id="dialogs"
      title={<Trans>Dialogs</Trans>}
      intro={
        <Trans>
          Every dialog has a title and a close button, closes with Escape or the browser’s back button, and gives focus back to what
          opened it. Each size below opens the site’s dialog.
        </Trans>
      }
    >
      <Wrap gap="3">
        {SIZES.map((size) => (
          <Button key={size} variant="outline" colorPalette="brand" onClick={() => setOpen(size)}>
            <Trans>Open the {size} dialog</Trans>
          </Button>
        ))}
      </Wrap>
      {SIZES.map((size) => (
        <Dialog
          key={size}
          open={open === size}
          onClose={close}
          size={size}
          allowFullscreen={size === 'xl'}
          title={<Trans>Dialog size {size}</Trans>}
          footer={
            <Button colorPalette="brand" onClick={close}>
              <Trans>Done</Trans>
            </Button>
          }
        >
          <Stack gap="3">
            <Text>{i18n._(SIZE_USES[size])}</Text>
            <Text>
              <Code colorPalette="gray">{`<shell.Dialog size="${size}">`}</Code>
            </Text>
          </Stack>
        </Dialog>
      ))}
    </DesignSection>
  );
}
