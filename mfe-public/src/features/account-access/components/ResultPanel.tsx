import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Clock, Link2Off, LogIn, MailCheck } from 'lucide-react';

const ICONS = {
  success: { icon: CircleCheck, color: 'green.700', bg: 'green.50' },
  mail: { icon: MailCheck, color: 'brand.700', bg: 'brand.50' },
  expired: { icon: Clock, color: 'orange.700', bg: 'orange.50' },
  broken: { icon: Link2Off, color: 'red.700', bg: 'red.50' },
  error: { icon: CircleAlert, color: 'red.700', bg: 'red.50' },
  signIn: { icon: LogIn, color: 'brand.700', bg: 'brand.50' },
} as const;

export type ResultTone = keyof typeof ICONS;

export interface ResultPanelProps {
  tone: ResultTone;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or links: what the visitor can do next. */
  actions?: ReactNode;
  /**
   * Moves the keyboard and screen-reader focus to the title when the panel replaces a form or a wait, so the
   * outcome is read out and Tab continues from here.
   */
  focusOnMount?: boolean;
}

/** The outcome of an account-access step (e-mail sent, verified, link expired, …): an h2 under the page's h1. */
export function ResultPanel({ tone, title, children, actions, focusOnMount = false }: ResultPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const { icon: Icon, color, bg } = ICONS[tone];
  return (
    <Box as="section" borderWidth="1px" borderColor="gray.200" borderRadius="l3" p={{ base: '5', md: '8' }} maxW="2xl" bg="white" boxShadow="xs">
      <Flex gap={{ base: '4', md: '6' }} direction={{ base: 'column', sm: 'row' }} align="start">
        <Flex flexShrink={0} boxSize="14" borderRadius="full" bg={bg} color={color} align="center" justify="center">
          <Icon aria-hidden size="28" />
        </Flex>
        <Stack gap="4" flex="1" minW="0">
          {/* Focused by script only (tabIndex -1, not a control): no focus ring, as on any heading. */}
          <Heading as="h2" size="xl" color="brand.700" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
            {title}
          </Heading>
          {children}
          {actions ? (
            <Flex gap="3" wrap="wrap" pt="2">
              {actions}
            </Flex>
          ) : null}
        </Stack>
      </Flex>
    </Box>
  );
}
