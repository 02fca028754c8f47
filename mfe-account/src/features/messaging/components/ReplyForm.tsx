import { useId, useState } from 'react';
import { Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_LIMITS, replyFormSchema } from 'shared-contracts';
import { FormField, MessageLength, ProblemAlert } from 'shared-ui';
import { fieldErrorText, useApiForm } from 'shared-ui/forms';
import { postReplyMutationOptions } from '@/features/messaging/api/post-reply';
import { AttachmentPicker } from '@/features/messaging/components/AttachmentPicker';
import { attachmentQuotaMessages } from '@/features/messaging/components/attachment-quota';

const FIELD_ORDER = ['body', 'files'] as const;
const BODY_RULE = msg`Write your reply as plain text, up to 5,000 characters.`;

/** A reply in an open thread: the text and up to three files; emptied once the server stored it. */
export function ReplyForm({ threadId }: { threadId: number }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [sent, setSent] = useState(false);
  const api = useApiForm({
    schema: replyFormSchema,
    defaultValues: { body: '', files: [] },
    fieldOrder: FIELD_ORDER,
    mutation: postReplyMutationOptions(threadId),
    onSuccess: () => {
      api.form.reset({ body: '', files: [] });
      setSent(true);
    },
  });
  const { form, onSubmit, problem, submitting } = api;
  const { register, control, watch, formState, trigger } = form;
  const notSent = { title: <Trans>We could not send your reply</Trans> };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderTopWidth="1px" borderColor="gray.200" pt="6">
      <Heading as="h3" id={headingId} size="lg" color="brand.800">
        <Trans>Reply</Trans>
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          setSent(false);
          void onSubmit(event);
        }}
        aria-labelledby={headingId}
        aria-busy={submitting}
      >
        <Stack gap="5" maxW="3xl">
          <FormField
            label={t`Your reply`}
            required
            error={fieldErrorText(i18n, formState.errors.body, watch('body'), BODY_RULE)}
            helper={<MessageLength length={watch('body').length} max={MESSAGE_LIMITS.bodyMax} />}
          >
            <Textarea {...register('body')} rows={5} autoresize={false} />
          </FormField>
          <AttachmentPicker control={control} name="files" validate={() => void trigger('files')} />
          <ProblemAlert problem={problem} messages={{ offline: notSent, failed: notSent, ...attachmentQuotaMessages(problem) }} />
          <Text role="status" color="green.800">
            {sent ? <Trans>Your reply was sent. We will answer here, and e-mail you when we do.</Trans> : null}
          </Text>
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={submitting} loadingText={t`Sending…`} disabled={submitting}>
            <Trans>Send reply</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
