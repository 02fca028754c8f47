import { useState } from 'react';
import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, MESSAGE_MAX_LENGTH, PHONE_MASK, USERNAME_MIN_LENGTH, isEmailAddress } from 'shared-contracts';
import { FormField, MaskedInput, SelectInput } from 'shared-ui';
import { DesignSection } from '@/features/design/DesignSection';

/**
 * The fields of the site's forms (shared-ui's FormField): every field has a visible label, its rule under it
 * before anything is typed, and its error under it (announced with the field) once a value is refused.
 */
export function FieldSection() {
  const { t } = useLingui();
  const [name, setName] = useState('Maria Garcia');
  const [username, setUsername] = useState('');
  // Starts refused, so the error state is on show; typing a whole address clears it.
  const [email, setEmail] = useState('maria.garcia@');
  const [phone, setPhone] = useState('');
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const [minLength, maxLength, messageMax] = [USERNAME_MIN_LENGTH, LIMITS.usernameMax, MESSAGE_MAX_LENGTH];
  const emailError = isEmailAddress(email.trim()) ? undefined : t`Enter an e-mail address such as name@example.com.`;

  return (
    <DesignSection
      id="fields"
      title={<Trans>Form fields</Trans>}
      intro={
        <Trans>
          Labels sit above their fields and stay visible while typing. A rule is shown before the visitor submits; an error replaces
          nothing they typed and says how to fix it.
        </Trans>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <FormField label={<Trans>Full name</Trans>} required>
          <Input name="design-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} maxLength={LIMITS.nameMax} />
        </FormField>
        <FormField
          label={<Trans>Username</Trans>}
          helper={
            <Trans>
              {minLength} to {maxLength} characters: letters, digits and . _ - @ +
            </Trans>
          }
        >
          <Input name="design-username" autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} />
        </FormField>
        <FormField label={<Trans>E-mail address</Trans>} error={emailError} required>
          <Input name="design-email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField label={<Trans>Country</Trans>} helper={<Trans>We lend in the United States only.</Trans>}>
          <Input name="design-country" value={t`United States`} disabled readOnly />
        </FormField>
        <FormField label={<Trans>Best time to call</Trans>}>
          <SelectInput
            name="design-time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            options={[
              { value: '', label: t`Choose a time` },
              { value: 'morning', label: t`Morning (8 am to noon)` },
              { value: 'afternoon', label: t`Afternoon (noon to 5 pm)` },
              { value: 'evening', label: t`Evening (5 pm to 8 pm)` },
            ]}
          />
        </FormField>
        <FormField
          label={<Trans>Phone number</Trans>}
          helper={<Trans>Ten digits; the brackets and the dash are added as you type.</Trans>}
        >
          <MaskedInput name="design-phone" type="tel" autoComplete="off" mask={PHONE_MASK} value={phone} onValueChange={setPhone} />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>Message</Trans>} helper={<Trans>Up to {messageMax} characters.</Trans>}>
        <Textarea name="design-message" rows={4} maxLength={MESSAGE_MAX_LENGTH} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormField>
    </DesignSection>
  );
}
