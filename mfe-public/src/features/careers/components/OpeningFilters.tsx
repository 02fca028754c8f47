import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CAREER_TEAMS, type CareerTeam } from 'shared-contracts';
import { FormField, SelectInput } from 'shared-ui';
import { CAREER_TEAM_LABELS } from '@/features/careers/components/team-labels';

export const ALL = '';

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
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
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
    </SimpleGrid>
  );
}
