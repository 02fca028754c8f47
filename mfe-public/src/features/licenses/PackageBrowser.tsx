import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Field, Flex, Input, Link, List, SimpleGrid, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { SelectInput } from 'shared-ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LicensedPackage } from '@/features/licenses/license-types';

const ALL = '';

// Native disclosure: keyboard and screen reader support for free, and its content is rendered only when open.
const Details = chakra('details');
const Summary = chakra('summary');

/** The license names in the inventory, most used first, with how many packages use each. */
function licenseCounts(packages: readonly LicensedPackage[], notStated: string): [string, number][] {
  const counts = new Map<string, number>();
  for (const entry of packages) {
    const license = entry.license ?? notStated;
    counts.set(license, (counts.get(license) ?? 0) + 1);
  }
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b));
}

function matches(entry: LicensedPackage, query: string, license: string, notStated: string): boolean {
  if (license !== ALL && (entry.license ?? notStated) !== license) return false;
  if (query === '') return true;
  return entry.name.toLowerCase().includes(query) || (entry.license ?? '').toLowerCase().includes(query);
}

/**
 * The inventory, searchable by package or license name and filterable by license. About 200 entries: the
 * filter runs on a deferred value so typing stays responsive, and each license text is only put in the page
 * when its disclosure is opened.
 */
export function PackageBrowser({ packages }: { packages: readonly LicensedPackage[] }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [license, setLicense] = useState(ALL);
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());
  const deferredLicense = useDeferredValue(license);
  const notStated = t`Not stated`;

  const licenses = useMemo(() => licenseCounts(packages, notStated), [packages, notStated]);
  const shown = useMemo(
    () => packages.filter((entry) => matches(entry, deferredQuery, deferredLicense, notStated)),
    [packages, deferredQuery, deferredLicense, notStated],
  );

  const total = packages.length;
  const licenseTotal = licenses.length;
  const shownCount = shown.length;

  return (
    <Stack gap="8">
      <Stack gap="3" maxW="3xl">
        <Text fontSize="lg">
          {plural(total, {
            one: 'Below is the # open-source package our pages are built from, with its license.',
            other: 'Below are the # open-source packages our pages are built from, each with its license: the libraries our code uses, and the libraries those depend on.',
          })}
        </Text>
        <Text>
          <Trans>
            The list is generated from the site’s dependencies every time the site is built. Package names and license texts are
            shown as their authors published them, in English.
          </Trans>
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="3xl" role="search">
        {/* No unnamed group around one labelled control (docs/decisions/054, as in shared-ui's FormField). */}
        <Field.Root role="presentation">
          <Field.Label>{t`Search packages`}</Field.Label>
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" spellCheck={false} />
          <Field.HelperText>{t`A package name, such as react, or a license, such as MIT.`}</Field.HelperText>
        </Field.Root>
        <Field.Root role="presentation">
          <Field.Label>{t`License`}</Field.Label>
          <SelectInput
            value={license}
            onChange={(event) => setLicense(event.target.value)}
            options={[
              { value: ALL, label: plural(licenseTotal, { one: 'All licenses (# license)', other: 'All licenses (# licenses)' }) },
              ...licenses.map(([name, count]) => ({ value: name, label: plural(count, { one: `${name} (# package)`, other: `${name} (# packages)` }) })),
            ]}
          />
        </Field.Root>
      </SimpleGrid>

      <Stack gap="4">
        <Text role="status" fontWeight="semibold" color="gray.700">
          {shownCount === total
            ? plural(total, { one: '# package', other: '# packages' })
            : plural(shownCount, { one: `# of ${total} packages matches`, other: `# of ${total} packages match` })}
        </Text>
        {shownCount === 0 ? (
          <Text>{t`No package matches your search. Try part of the name, or choose “All licenses”.`}</Text>
        ) : (
          <List.Root listStyleType="none" ms="0" gap="0" borderTopWidth="1px" borderColor="gray.200">
            {shown.map((entry) => (
              <PackageItem key={`${entry.name}@${entry.version}`} entry={entry} notStated={notStated} />
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}

/** One package: its name and version (a link to its project), its license, and the license text on demand. */
const PackageItem = memo(function PackageItem({ entry, notStated }: { entry: LicensedPackage; notStated: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { name, version, url, licenseText } = entry;
  const label: ReactNode = (
    <>
      <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
        {name}
      </Text>{' '}
      <Text as="span" color="gray.700">
        {version}
      </Text>
    </>
  );

  return (
    <List.Item borderBottomWidth="1px" borderColor="gray.200" py="3">
      <Flex gap="3" align="baseline" justify="space-between" wrap="wrap">
        <Box lang="en">
          {url?.startsWith('https://') ? (
            <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.700" textDecoration="underline">
              {label}
              <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
            </Link>
          ) : (
            label
          )}
        </Box>
        <Text as="span">
          <VisuallyHidden>{t`License:`} </VisuallyHidden>
          <Badge colorPalette="gray" variant="subtle" size="md" fontFamily="mono" color="gray.800" lang={entry.license ? 'en' : undefined}>
            {entry.license ?? notStated}
          </Badge>
        </Text>
      </Flex>
      <Details mt="2" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <Summary cursor="pointer" color="brand.700" fontSize="sm" width="fit-content" _hover={{ textDecoration: 'underline' }}>
          <Trans>
            License text<VisuallyHidden> of {name}</VisuallyHidden>
          </Trans>
        </Summary>
        {open ? (
          licenseText ? (
            <Box
              as="pre"
              lang="en"
              // It scrolls when long: focusable so a keyboard can scroll it, and named for a screen reader.
              role="region"
              tabIndex={0}
              aria-label={t`License text of ${name}`}
              mt="2"
              p="3"
              maxH="24rem"
              overflow="auto"
              bg="gray.50"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="md"
              fontSize="xs"
              whiteSpace="pre-wrap"
              overflowWrap="anywhere"
            >
              {licenseText}
            </Box>
          ) : (
            <Text mt="2" fontSize="sm">
              {t`This package does not include a license file. Its license is the one named above; the project page has the full terms.`}
            </Text>
          )
        ) : null}
      </Details>
    </List.Item>
  );
});
