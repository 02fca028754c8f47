import { useId, type ReactNode, type Ref } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

export interface SettingsSectionProps {
  title: ReactNode;
  /** What the section last changed, announced to screen readers (`role="status"`) and shown. */
  status?: string;
  /** The heading, focusable: after a form gives way the focus goes back to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One part of the settings page: a region named by its h2, with its status line. */
export function SettingsSection({ title, status = '', headingRef, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderTopWidth="1px" borderColor="border" pt="6">
      <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="xl" color="brand.700">
        {title}
      </Heading>
      <Text role="status" fontWeight={status ? 'semibold' : undefined} color="green.800">
        {status}
      </Text>
      {children}
    </Stack>
  );
}
