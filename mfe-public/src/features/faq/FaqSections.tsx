import { Accordion, Box, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale } from 'shared-contracts';
import type { FaqSection } from '@/features/faq/faq-search';
import { HighlightedText } from '@/features/faq/HighlightedText';

export const sectionHeadingId = (sectionId: string) => `faq-topic-${sectionId}`;

interface FaqSectionsProps {
  sections: readonly FaqSection[];
  query: string;
  locale: Locale;
  /** Ids of the open questions, across every section. */
  open: readonly string[];
  onOpenChange: (section: FaqSection, openInSection: string[]) => void;
}

/** One heading and one accordion per topic; each question is an h3 around its accordion button (ARIA APG). */
export function FaqSections({ sections, query, locale, open, onOpenChange }: FaqSectionsProps) {
  return (
    <Stack gap="10">
      {sections.map((section) => (
        <Box as="section" key={section.id} aria-labelledby={sectionHeadingId(section.id)}>
          <HStack gap="3" mb="4">
            <Box bg="brand.50" color="brand.700" p="2" rounded="md" aria-hidden>
              <Icon as={section.icon} boxSize="5" />
            </Box>
            <Heading as="h2" id={sectionHeadingId(section.id)} size="xl" color="brand.700" tabIndex={-1}>
              {section.title}
            </Heading>
          </HStack>
          <Accordion.Root
            multiple
            collapsible
            variant="enclosed"
            value={section.items.filter((item) => open.includes(item.id)).map((item) => item.id)}
            onValueChange={(details) => onOpenChange(section, details.value)}
          >
            {section.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Heading as="h3" size="md" fontWeight="semibold">
                  <Accordion.ItemTrigger py="4" cursor="pointer" _hover={{ bg: 'gray.50' }}>
                    <Text as="span" flex="1" textAlign="start">
                      <HighlightedText text={item.question} query={query} />
                    </Text>
                    {/* A span, not the default div: a div inside a button is invalid HTML (docs/decisions/054). */}
                    <Accordion.ItemIndicator asChild color="brand.700">
                      <span>
                        <ChevronDown aria-hidden size={20} />
                      </span>
                    </Accordion.ItemIndicator>
                  </Accordion.ItemTrigger>
                </Heading>
                <Accordion.ItemContent>
                  <Accordion.ItemBody pb="5">
                    <Text color="gray.800" lineHeight="tall">
                      <HighlightedText text={item.answer} query={query} />
                    </Text>
                    {item.link ? (
                      <Link asChild mt="3" color="brand.700" fontWeight="semibold">
                        <RouterLink to={localizePath(pathOf(item.link.routeId), locale)}>
                          {item.link.label}
                          <ArrowRight aria-hidden size={16} />
                        </RouterLink>
                      </Link>
                    ) : null}
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Box>
      ))}
    </Stack>
  );
}
