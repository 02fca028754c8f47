import { useMemo, useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { CAREER_TEAMS, type CareerTeam, type Locale } from 'shared-contracts';
import { FormAlert } from 'shared-ui';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useCareerOpenings } from '@/features/careers/api/get-career-openings';
import { OpeningCard } from '@/features/careers/components/OpeningCard';
import { ALL, OpeningFilters } from '@/features/careers/components/OpeningFilters';

// Build-time styles (docs/decisions/060) for the list as loaded (the server renders it), its empty state included;
// the loading and error states, drawn only after a client-side fetch, stay Chakra.
const listed = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const countText = css({ fontWeight: 'semibold' });
const emptyBox = css({ borderWidth: '1px', borderStyle: 'dashed', rounded: 'md', p: '6' });
const emptyStack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' });
const outlineButton = button({ variant: 'outlineStrong', size: 'md', palette: 'brand' });
const openingList = css({ display: 'flex', flexDirection: 'column', listStyleType: 'none', gap: '5' });

/** The open positions with their filters and a live count; loading and error states with a retry. */
export function OpeningsList({ locale }: { locale: Locale }) {
  const { data: openings, isPending, isError, refetch, isFetching } = useCareerOpenings(locale);
  const [team, setTeam] = useState<CareerTeam | typeof ALL>(ALL);
  const [location, setLocation] = useState(ALL);

  const teams = useMemo(() => CAREER_TEAMS.filter((value) => openings?.some((opening) => opening.team === value)), [openings]);
  const locations = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return [...new Set(openings?.map((opening) => opening.location))].sort(collator.compare);
  }, [openings, locale]);
  const shown = useMemo(
    () => (openings ?? []).filter((opening) => (team === ALL || opening.team === team) && (location === ALL || opening.location === location)),
    [openings, team, location],
  );

  if (isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text role="status">
          <Trans>Loading the open positions…</Trans>
        </Text>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="40" rounded="md" />
        ))}
      </Stack>
    );
  }

  if (isError) {
    return (
      <Stack gap="4" align="start">
        <FormAlert title={<Trans>We could not load the open positions</Trans>}>
          <Trans>Please check your connection and try again.</Trans>
        </FormAlert>
        <Button colorPalette="brand" variant="outline" borderColor="brand.700" loading={isFetching} onClick={() => void refetch()}>
          <RefreshCw aria-hidden />
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }

  const count = shown.length;
  return (
    <div className={listed}>
      <OpeningFilters teams={teams} locations={locations} team={team} location={location} onTeamChange={setTeam} onLocationChange={setLocation} />
      <p role="status" className={countText}>
        <Plural value={count} one="# opening" other="# openings" />
      </p>
      {count === 0 ? (
        <div className={emptyBox}>
          <div className={emptyStack}>
            <p>
              {openings.length === 0 ? (
                <Trans>We have no open positions right now. Please check this page again soon.</Trans>
              ) : (
                <Trans>No open positions match this team and location.</Trans>
              )}
            </p>
            {openings.length > 0 ? (
              <button
                type="button"
                className={outlineButton}
                onClick={() => {
                  setTeam(ALL);
                  setLocation(ALL);
                }}
              >
                <Trans>Show all openings</Trans>
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <ul className={openingList}>
          {shown.map((opening) => (
            <li key={opening.id}>
              <OpeningCard opening={opening} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
