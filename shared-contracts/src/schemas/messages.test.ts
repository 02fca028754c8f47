import {
  MESSAGE_FIELD_ISSUES,
  MESSAGE_LIMITS,
  attachmentIssue,
  attachmentPath,
  newThreadFieldsSchema,
  newThreadFormSchema,
  replyFieldsSchema,
  threadParamsSchema,
} from './messages.js';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the message center contract', () => {
  it('takes a topic of the list, a one-line subject and a plain-text body of up to 5,000 characters', () => {
    expect(newThreadFieldsSchema.parse({ topic: 'dueDate', subject: '  Due date  ', body: 'Line one\r\nLine two\tend' })).toEqual({
      topic: 'dueDate',
      subject: 'Due date',
      body: 'Line one\r\nLine two\tend',
    });
    expect(newThreadFieldsSchema.safeParse({ topic: 'refund', subject: 'x', body: 'y' }).success).toBe(false);
    expect(newThreadFieldsSchema.safeParse({ topic: 'other', subject: 'two\nlines', body: 'y' }).success).toBe(false);
    expect(replyFieldsSchema.safeParse({ body: 'x'.repeat(MESSAGE_LIMITS.bodyMax) }).success).toBe(true);
    expect(replyFieldsSchema.safeParse({ body: 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1) }).success).toBe(false);
    expect(replyFieldsSchema.safeParse({ body: 'nul \u0000' }).success).toBe(false);
    expect(replyFieldsSchema.safeParse({ body: 'C1 \u0085' }).success).toBe(false);
    expect(replyFieldsSchema.safeParse({ body: '   ' }).success).toBe(false);
  });

  it('says early what the server would refuse of the chosen files', () => {
    expect(attachmentIssue([file('a.pdf', 'application/pdf'), file('b.png', 'image/png'), file('c.jpg', 'image/jpeg')])).toBeNull();
    expect(attachmentIssue([file('scan.JPEG', '')])).toBeNull();
    expect(attachmentIssue(Array.from({ length: 4 }, () => file('a.pdf', 'application/pdf')))).toBe(MESSAGE_FIELD_ISSUES.tooManyFiles);
    expect(attachmentIssue([file('big.pdf', 'application/pdf', MESSAGE_LIMITS.fileBytesMax + 1)])).toBe(MESSAGE_FIELD_ISSUES.fileTooLarge);
    expect(attachmentIssue([file('setup.exe', 'application/x-msdownload')])).toBe(MESSAGE_FIELD_ISSUES.unsupportedFileType);
    expect(attachmentIssue([file('empty.pdf', 'application/pdf', 0)])).toBe(MESSAGE_FIELD_ISSUES.unsupportedFileType);
    const refused = newThreadFormSchema.safeParse({ topic: 'other', subject: 's', body: 'b', files: [file('x.exe', 'application/octet-stream')] });
    expect(refused.success ? null : refused.error.issues[0]).toMatchObject({ path: ['files'], message: MESSAGE_FIELD_ISSUES.unsupportedFileType });
  });

  it('reads ids in paths as positive integers only, and builds the download address', () => {
    expect(threadParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', '1e3', '99999999999', 'abc']) expect(threadParamsSchema.safeParse({ id }).success).toBe(false);
    expect(attachmentPath(7, 12)).toBe('/api/messages/7/attachments/12');
  });
});
