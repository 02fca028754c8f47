import { useRef } from 'react';
import { Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ATTACHMENT_ACCEPT, MESSAGE_LIMITS, type AttachmentCandidate } from 'shared-contracts';
import { FormField } from 'shared-ui';
import { FILE_ISSUE_TEXTS, fileSizeText, isFileIssue } from '@/features/messaging/utils/labels';

export interface AttachmentPickerProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  /** Checks the field at once (the form's `trigger`): a refused file is said when it is chosen, not at Send. */
  validate: () => void;
}

/**
 * Up to three PDF, PNG or JPEG files of 5 MB each, chosen in one go or several: the list shows each with its size
 * and a Remove button. A refused file (by the page's check or the server's) is said beside the field, and the rest
 * of the message stays as typed.
 */
export function AttachmentPicker<Values extends FieldValues>({ control, name, validate }: AttachmentPickerProps<Values>) {
  const { t, i18n } = useLingui();
  const { field, fieldState } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const files: readonly AttachmentCandidate[] = Array.isArray(field.value) ? (field.value as AttachmentCandidate[]) : [];
  const code = fieldState.error?.message;
  const error = fieldState.error ? i18n._(isFileIssue(code) ? FILE_ISSUE_TEXTS[code] : FILE_ISSUE_TEXTS.unsupported_file_type) : undefined;
  const max = MESSAGE_LIMITS.filesMax;

  return (
    <Stack gap="3">
      <FormField label={t`Attach files (optional)`} error={error} helper={t`Up to ${max} files: PDF, PNG or JPEG, 5 MB or smaller each.`}>
        <Input
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          p="1.5"
          name={field.name}
          onBlur={field.onBlur}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            field.onChange([...files, ...chosen]);
            validate();
            // The same file can be chosen again after a Remove.
            event.target.value = '';
          }}
        />
      </FormField>
      {files.length > 0 ? (
        <List.Root aria-label={t`Files to send`} gap="2" ps="0" listStyle="none">
          {files.map((file, index) => {
            const fileName = file.name;
            return (
              <List.Item key={`${fileName}-${index}`}>
                <HStack gap="3" flexWrap="wrap">
                  <Text wordBreak="break-all">
                    {fileName}{' '}
                    <Text as="span" color="fg.muted">
                      ({fileSizeText(file.size, i18n.locale)})
                    </Text>
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t`Remove ${fileName}`}
                    onClick={() => {
                      field.onChange(files.filter((_file, other) => other !== index));
                      validate();
                      input.current?.focus();
                    }}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      ) : null}
    </Stack>
  );
}
