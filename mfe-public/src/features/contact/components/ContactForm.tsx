import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_NUMBER_MAX_LENGTH, CONTACT_TOPICS, LIMITS, MESSAGE_MAX_LENGTH, PHONE_MASK, contactRequestSchema, type Locale } from 'shared-contracts';
import { FormField, MessageLength, SelectInput } from 'shared-ui';
import { ControlledMaskedInput, blankToEmpty } from 'shared-ui/forms';
import { TeamFormEnd } from '@/components/team-form/TeamFormEnd';
import { useTeamForm } from '@/components/team-form/useTeamForm';
import { contactMutationOptions } from '@/features/contact/api/post-contact';
import { CONTACT_TOPIC_LABELS } from '@/features/contact/components/topic-labels';

/** What the visitor fills in; the submission id and the locale are added when it is sent. */
const contactFormSchema = contactRequestSchema.omit({ submissionId: true, locale: true });
const FIELD_ORDER = ['name', 'email', 'phone', 'accountNumber', 'topic', 'message'] as const;

/** What each field needs, said when the shared schema (or the server) refuses it. */
const RULES = {
  name: msg`Enter your name (up to 100 characters).`,
  email: msg`Enter an e-mail address such as name@example.com.`,
  phone: msg`Enter a 10-digit US phone number, or leave it empty.`,
  accountNumber: msg`Use digits only (up to 20), or leave it empty.`,
  topic: msg`Choose the topic closest to your question.`,
  message: msg`Keep your message to 2,000 characters or fewer.`,
};

/**
 * The contact form of spec 2.2 /contact, a message to a team (`useTeamForm`): checked with the shared schema
 * before anything is sent, then the thank-you page in the same language.
 */
export function ContactForm({ locale }: { locale: Locale }) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting, errorOf } = useTeamForm({
    schema: contactFormSchema,
    defaultValues: { name: '', email: '', phone: '', accountNumber: '', message: '' },
    fieldOrder: FIELD_ORDER,
    rules: RULES,
    locale,
    attempt: 'contact',
    mutation: contactMutationOptions,
    thankYou: 'contactThankYou',
  });
  const { register, control, watch } = form;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting} aria-label={t`Send us a message`}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label={t`Your name`} required error={errorOf('name')}>
            <Input {...register('name')} autoComplete="name" maxLength={LIMITS.nameMax} />
          </FormField>
          <FormField label={t`E-mail address`} required error={errorOf('email')} helper={t`We reply to this address.`}>
            <Input {...register('email')} type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
          </FormField>
          <FormField label={t`Phone number (optional)`} error={errorOf('phone')} helper={t`For example (555) 010-0142.`}>
            {/* type="text": HTML allows "tel-national" (the number without +1) on text inputs only; the mask brings the digit keyboard. */}
            <ControlledMaskedInput control={control} name="phone" mask={PHONE_MASK} type="text" autoComplete="tel-national" />
          </FormField>
          <FormField
            label={t`Account number (optional)`}
            error={errorOf('accountNumber')}
            helper={t`It is on your monthly statement and your welcome letter.`}
          >
            <Input {...register('accountNumber', { setValueAs: blankToEmpty })} inputMode="numeric" autoComplete="off" maxLength={ACCOUNT_NUMBER_MAX_LENGTH} />
          </FormField>
        </SimpleGrid>
        <FormField label={t`Topic`} required error={errorOf('topic')}>
          <SelectInput
            {...register('topic')}
            placeholder={t`Choose a topic`}
            options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: i18n._(CONTACT_TOPIC_LABELS[topic]) }))}
          />
        </FormField>
        <FormField
          label={t`Message`}
          required
          error={errorOf('message')}
          helper={<MessageLength length={watch('message').length} max={MESSAGE_MAX_LENGTH} />}
        >
          <Textarea {...register('message')} rows={7} autoresize={false} />
        </FormField>
        <TeamFormEnd
          problem={problem}
          submitting={submitting}
          notSentTitle={<Trans>We could not send your message</Trans>}
          rateLimitedTitle={<Trans>You have sent several messages in a short time</Trans>}
          submitLabel={<Trans>Send message</Trans>}
        />
      </Stack>
    </form>
  );
}
