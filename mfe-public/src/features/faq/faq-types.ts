import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import type { RouteId } from 'shared-contracts';

/** One question of a FAQ page; its id is the accordion item's value and stays stable across locales. */
export interface FaqItem {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor;
  /** A page of the site where the visitor can act on the answer. */
  link?: { routeId: RouteId; label: MessageDescriptor };
}

/** A topic of a FAQ page: a heading with its own accordion. */
export interface FaqGroup {
  id: string;
  title: MessageDescriptor;
  icon: LucideIcon;
  items: readonly FaqItem[];
}
