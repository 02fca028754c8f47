import { Circle, HStack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { PAYMENT_STEPS, type PaymentStep } from '@/features/payments/utils/payment-form';
import { STEP_TITLES } from '@/features/payments/utils/labels';

/**
 * The steps of a payment as a list, the open one marked `aria-current="step"`. From a tablet up only: on a
 * phone the heading's "Step 2 of 5" says the same in less room.
 */
export function StepIndicator({ step }: { step: PaymentStep }) {
  const { t, i18n } = useLingui();
  const current = PAYMENT_STEPS.indexOf(step);
  return (
    <chakra.ol aria-label={t`Payment steps`} display={{ base: 'none', md: 'flex' }} gap="2" listStyleType="none" p="0" m="0" flexWrap="wrap">
      {PAYMENT_STEPS.map((name, index) => {
        const done = index < current;
        const open = index === current;
        return (
          <chakra.li key={name} aria-current={open ? 'step' : undefined} flex="1" minW="0">
            <HStack gap="2" borderTopWidth="4px" borderColor={done || open ? 'brand.solid' : 'border.emphasized'} pt="2">
              <Circle size="6" bg={open ? 'brand.solid' : done ? 'brand.100' : 'bg.muted'} color={open ? 'brand.contrast' : 'fg'} fontSize="sm" aria-hidden>
                {done ? <Check size={14} /> : index + 1}
              </Circle>
              <Text fontSize="sm" fontWeight={open ? 'bold' : 'normal'} truncate>
                {i18n._(STEP_TITLES[name])}
                {done ? <VisuallyHidden> ({t`completed`})</VisuallyHidden> : null}
              </Text>
            </HStack>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}
