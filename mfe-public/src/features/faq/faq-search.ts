import type { I18n } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import { matchesSearch, type RouteId } from 'shared-contracts/core';
import type { FaqGroup } from '@/features/faq/faq-types';

/** A question as the visitor reads it, in the page's locale: the search runs on these words. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  link?: { routeId: RouteId; label: string };
}

export interface FaqSection {
  id: string;
  title: string;
  icon: LucideIcon;
  items: FaqEntry[];
}

export function translateFaq(groups: readonly FaqGroup[], i18n: I18n): FaqSection[] {
  return groups.map((group) => ({
    id: group.id,
    title: i18n._(group.title),
    icon: group.icon,
    items: group.items.map((item) => ({
      id: item.id,
      question: i18n._(item.question),
      answer: i18n._(item.answer),
      link: item.link ? { routeId: item.link.routeId, label: i18n._(item.link.label) } : undefined,
    })),
  }));
}

/**
 * The sections and questions that match the query (spec 5: from one character, in the question or the
 * answer, ignoring case and accents). Sections left without a question are dropped; no query keeps all.
 */
export function filterFaq(sections: readonly FaqSection[], query: string): FaqSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => matchesSearch([item.question, item.answer], query)) }))
    .filter((section) => section.items.length > 0);
}

export const countQuestions = (sections: readonly FaqSection[]) =>
  sections.reduce((total, section) => total + section.items.length, 0);
