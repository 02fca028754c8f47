/**
 * The `id` of each section heading, which the table of contents links to: a readable slug of the heading in
 * the page's language (`/es/terms-of-use#privacidad`), accents dropped so the address stays plain ASCII,
 * and a number added when two headings would give the same slug.
 */
export function slugify(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function sectionIds(headings: readonly string[]): string[] {
  const used = new Set<string>();
  return headings.map((heading, index) => {
    // A heading of symbols only still needs an id: fall back to its position.
    const base = slugify(heading) || `section-${index + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
