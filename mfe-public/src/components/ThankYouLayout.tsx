import type { ReactNode } from 'react';
import { Heading, HStack, List, Stack } from '@chakra-ui/react';
import type { RouteId } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';

export interface ThankYouLayoutProps {
  /** The thank-you route: its title is the h1 and its intro the first words the visitor reads. */
  routeId: RouteId;
  /** The h2 over the steps ("What happens next"), in the feature's own words and catalog. */
  nextStepsTitle: ReactNode;
  /** What we do now, in order (an ordered list). Give each element a key. */
  nextSteps: ReactNode[];
  /** Paragraphs under the steps. */
  children?: ReactNode;
  /** Where to go from here: `RouteButton`s, the main one first. */
  actions: ReactNode;
}

/** The page after a form was sent (spec 2.2 /contact/thank-you, /dealers/thank-you): what happens next. */
export function ThankYouLayout({ routeId, nextStepsTitle, nextSteps, children, actions }: ThankYouLayoutProps) {
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <Stack gap="6" maxW="3xl">
          <Heading as="h2" size="xl">
            {nextStepsTitle}
          </Heading>
          <List.Root as="ol" gap="3" ps="5">
            {nextSteps.map((step, index) => (
              <List.Item key={index}>{step}</List.Item>
            ))}
          </List.Root>
          {children}
          <HStack gap="3" wrap="wrap">
            {actions}
          </HStack>
        </Stack>
      </PageBody>
    </>
  );
}
