import { attachmentName, sniffAttachment } from './attachment-check.js';
import { SAMPLE_FILES } from '../test-support/sample-files.js';


describe('attachment sniffing', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
  ] as const)('knows a %s by its bytes', async (kind, mediaType) => {
    expect(await sniffAttachment(SAMPLE_FILES[kind])).toBe(mediaType);
  });

  it.each(['elf', 'mz', 'html', 'zip'] as const)('refuses %s, whatever it is called', async (kind) => {
    expect(await sniffAttachment(SAMPLE_FILES[kind])).toBeNull();
  });

  it('refuses an empty file', async () => {
    expect(await sniffAttachment(new Uint8Array())).toBeNull();
  });
});

describe('attachment names', () => {
  it('keeps the last part of the name, without control characters, with the extension of the content', () => {
    expect(attachmentName('C:\\Users\\maria\\scan.PDF', 'application/pdf')).toBe('scan.PDF');
    expect(attachmentName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(attachmentName('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(attachmentName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(attachmentName('x.exe', 'image/png')).toBe('x.exe.png');
    expect(attachmentName('a\u0000b\u202e.pdf', 'application/pdf')).toBe('ab.pdf');
    expect(attachmentName('', 'application/pdf')).toBe('attachment.pdf');
    expect(attachmentName(undefined, 'application/pdf')).toBe('attachment.pdf');
    expect(attachmentName(`${'é'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(200);
  });
});
