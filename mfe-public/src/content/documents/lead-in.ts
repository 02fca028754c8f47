/**
 * The lead-in of a paragraph or list item, which the PDFs (and the pages) set in bold: a short label
 * ending with a colon (“Affiliates:”, “Right to know:”, “Vermont residents:”) or a question that the
 * rest of the paragraph answers (“Why can’t I limit all sharing?”). Plain text stays plain data; the
 * emphasis is derived, so every renderer agrees.
 */
export function splitLeadIn(text: string): { lead: string; rest: string } | null {
  const label = /^([^:?.]{1,80}:)\s+(\S.*)$/s.exec(text);
  if (label && label[1]!.split(/\s+/).length <= 10) return { lead: label[1]!, rest: label[2]! };
  const question = /^([^?.!]{1,200}\?)\s+(\S.*)$/s.exec(text);
  if (question) return { lead: question[1]!, rest: question[2]! };
  return null;
}
