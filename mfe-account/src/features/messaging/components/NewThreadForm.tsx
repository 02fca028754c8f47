import { useEffect, useId, useRef } from 'react';
import { Button, HStack, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_LIMITS, MESSAGE_TOPICS, newThreadFormSchema } from 'shared-contracts';
import { FormField, MessageLength, ProblemAlert, SelectInput } from 'shared-ui';
import { fieldErrorText, useApiForm } from 'shared-ui/forms';
import { postThreadMutationOptions } from '@/features/messaging/api/post-thread';
import { AttachmentPicker } from '@/features/messaging/components/AttachmentPicker';
import { attachmentQuotaMessages } from '@/features/messaging/components/attachment-quota';
import { TOPIC_LABELS } from '@/features/messaging/utils/labels';

const FIELD_ORDER = ['topic', 'subject', 'body', 'files'] as const;

const RULES = {
  topic: msg`Choose the topic closest to your question.`,
  subject: msg`Write a subject of up to 120 characters, on one line.`,
  body: msg`Write your message as plain text, up to 5,000 characters.`,
};

export interface NewThreadFormProps {
  /** After the server stored it: the page opens the new thread. */
  onSent: (threadId: number) => void;
  onCancel: () => void;
}

/**
 * A new secure message (spec 2.4): a topic, a subject, the text and up to three files, checked with the shared
 * schema before it is sent; a refused file or field is said beside it and nothing typed is lost.
 */
export function NewThreadForm({ onSent, onCancel }: NewThreadFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The button that opened the form is gone: the keyboard continues at the form's heading.
  useEffect(() => heading.current?.focus(), []);
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: newThreadFormSchema,
    defaultValues: { subject: '', body: '', files: [] },
    fieldOrder: FIELD_ORDER,
    mutation: postThreadMutationOptions(),
    onSuccess: (thread) => onSent(thread.id),
  });
  const { register, control, watch, formState, trigger } = form;
  const errorOf = (name: keyof typeof RULES) => fieldErrorText(i18n, formState.errors[name], watch(name), RULES[name]);
  const notSent = { title: <Trans>We could not send your message</Trans> };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="6">
      <Heading as="h2" id={headingId} ref={heading} size="xl" color="brand.800" tabIndex={-1}>
        <Trans>New message</Trans>
      </Heading>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} aria-busy={submitting}>
        <Stack gap="5" maxW="3xl">
          <FormField label={t`Topic`} required error={errorOf('topic')}>
            <SelectInput
              {...register('topic')}
              placeholder={t`Choose a topic`}
              options={MESSAGE_TOPICS.map((topic) => ({ value: topic, label: i18n._(TOPIC_LABELS[topic]) }))}
            />
          </FormField>
          <FormField label={t`Subject`} required error={errorOf('subject')}>
            <Input {...register('subject')} maxLength={MESSAGE_LIMITS.subjectMax} autoComplete="off" />
          </FormField>
          <FormField
            label={t`Message`}
            required
            error={errorOf('body')}
            helper={<MessageLength length={watch('body').length} max={MESSAGE_LIMITS.bodyMax} />}
          >
            <Textarea {...register('body')} rows={8} autoresize={false} />
          </FormField>
          <AttachmentPicker control={control} name="files" validate={() => void trigger('files')} />
          <ProblemAlert problem={problem} messages={{ offline: notSent, failed: notSent, ...attachmentQuotaMessages(problem) }} />
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t`Sending…`} disabled={submitting}>
              <Trans>Send message</Trans>
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
              <Trans>Cancel</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
