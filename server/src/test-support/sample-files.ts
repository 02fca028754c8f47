/** The smallest files of each kind the attachment checks must tell apart (tests of the sniffing and of the calls). */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082',
    'hex',
  ),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  /** Linux and Windows executables: what a renamed `x.pdf` may really be. */
  elf: Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(64)]),
  mz: Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(64)]),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
  zip: Buffer.from('504b0304140000000000', 'hex'),
} as const;
