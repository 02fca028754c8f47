import { useId } from 'react';
import { Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import type { JobOpening } from 'shared-contracts';
import { ApplyLink } from '@/features/careers/components/ApplyLink';
import { CAREER_TEAM_LABELS } from '@/features/careers/components/team-labels';

/** Only these lead somewhere a visitor can apply; anything else in the data is not made a link. */
const APPLY_SCHEMES = /^(https:|mailto:)/i;

function formatPostedOn(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** One open position: its title (h3), team, place, hours, description and how to apply. */
export function OpeningCard({ opening }: { opening: JobOpening }) {
  const { i18n } = useLingui();
  const posted = formatPostedOn(opening.postedOn, i18n.locale);
  // Each article is named by its title: several articles with one implicit name cannot be told apart (054).
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" size={{ base: 'sm', md: 'md' }}>
      <Card.Body gap="4">
        <Stack gap="2">
          <Heading as="h3" id={titleId} size="lg" color="brand.700">
            {opening.title}
          </Heading>
          <HStack as="ul" listStyleType="none" gap="2" columnGap="5" wrap="wrap" fontSize="sm" color="fg.muted">
            <HStack as="li" gap="1.5">
              <Briefcase aria-hidden size={16} />
              {i18n._(CAREER_TEAM_LABELS[opening.team])}
            </HStack>
            <HStack as="li" gap="1.5">
              <MapPin aria-hidden size={16} />
              {opening.location}
            </HStack>
            <HStack as="li" gap="1.5">
              <Clock aria-hidden size={16} />
              {opening.employmentType}
            </HStack>
          </HStack>
        </Stack>
        <Stack gap="3">
          {opening.description.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
        <HStack justify="space-between" wrap="wrap" gap="3">
          {APPLY_SCHEMES.test(opening.applyUrl) ? <ApplyLink href={opening.applyUrl} title={opening.title} /> : null}
          <Text fontSize="sm" color="fg.muted">
            <Trans>Posted {posted}</Trans>
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
