import type { ReactNode } from 'react';
import { HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Circle, CircleX, ShieldCheck } from 'lucide-react';
import { PASSWORD_POLICY } from 'shared-contracts';

type RuleState = 'met' | 'unmet' | 'failed' | 'server';

function Rule({ state, children }: { state: RuleState; children: ReactNode }) {
  const { t } = useLingui();
  const icon = {
    met: <CircleCheck aria-hidden size="18" color="var(--chakra-colors-green-700)" />,
    unmet: <Circle aria-hidden size="18" color="var(--chakra-colors-gray-500)" />,
    failed: <CircleX aria-hidden size="18" color="var(--chakra-colors-red-700)" />,
    server: <ShieldCheck aria-hidden size="18" color="var(--chakra-colors-brand-600)" />,
  }[state];
  const spoken = { met: t`Met:`, unmet: t`Not met yet:`, failed: t`Not met:`, server: t`Checked when you submit:` }[state];
  return (
    <HStack as="li" gap="2" align="start" data-state={state}>
      <Text as="span" flexShrink={0} mt="0.5" display="inline-flex">
        {icon}
      </Text>
      <Text as="span" color={state === 'failed' ? 'red.700' : 'gray.700'}>
        <VisuallyHidden>{spoken} </VisuallyHidden>
        {children}
      </Text>
    </HStack>
  );
}

/**
 * The password rules (PASSWORD_POLICY, NIST SP 800-63B: length, no composition rules), shown before the
 * visitor submits and ticked as they type. The common-password list is the server's; the form can only
 * tell that the password is not the username, and mark the rule when the server refused the password.
 */
export function PasswordRules({ password, username = '', commonRejected = false }: { password: string; username?: string; commonRejected?: boolean }) {
  const { t } = useLingui();
  const { minLength, recommendedLength } = PASSWORD_POLICY;
  const isUsername = username.trim() !== '' && password.trim().toLowerCase() === username.trim().toLowerCase();
  return (
    <Stack as="ul" gap="1" listStyleType="none" ms="0" mt="1" aria-label={t`Password rules`} fontSize="sm">
      <Rule state={password.length >= minLength ? 'met' : 'unmet'}>
        <Plural value={minLength} one="At least # character" other="At least # characters" />
      </Rule>
      <Rule state={password.length >= recommendedLength ? 'met' : 'unmet'}>
        <Trans>{recommendedLength} characters or more is safer: a short sentence is easy to remember and hard to guess</Trans>
      </Rule>
      <Rule state={isUsername || commonRejected ? 'failed' : 'server'}>
        <Trans>Not a commonly used password, and not your username</Trans>
      </Rule>
    </Stack>
  );
}
