import { useLingui } from '@lingui/react/macro';
import { CAREER_TEAMS, type CareerTeam } from 'shared-contracts';
import { FormField, SelectInput } from 'shared-ui';
import { css } from 'styled-system/css';
import { CAREER_TEAM_LABELS } from '@/features/careers/components/team-labels';

export const ALL = '';

// Build-time styles (docs/decisions/060): the Chakra SimpleGrid's values; the selects stay Chakra.
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4', maxW: '2xl' });

const asTeam = (value: string): CareerTeam | typeof ALL => CAREER_TEAMS.find((team) => team === value) ?? ALL;

export interface OpeningFiltersProps {
  teams: readonly CareerTeam[];
  locations: readonly string[];
  team: CareerTeam | typeof ALL;
  location: string;
  onTeamChange: (team: CareerTeam | typeof ALL) => void;
  onLocationChange: (location: string) => void;
}

/** Team and location selects; each offers only what the current list has, and "all" first. */
export function OpeningFilters({ teams, locations, team, location, onTeamChange, onLocationChange }: OpeningFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <div className={grid}>
      <FormField label={t`Team`}>
        <SelectInput
          value={team}
          onChange={(event) => onTeamChange(asTeam(event.target.value))}
          options={[{ value: ALL, label: t`All teams` }, ...teams.map((value) => ({ value, label: i18n._(CAREER_TEAM_LABELS[value]) }))]}
        />
      </FormField>
      <FormField label={t`Location`}>
        <SelectInput
          value={location}
          onChange={(event) => onLocationChange(event.target.value)}
          options={[{ value: ALL, label: t`All locations` }, ...locations.map((value) => ({ value, label: value }))]}
        />
      </FormField>
    </div>
  );
}
