import { contractProblems, contractStampsOf, contractVersionSatisfies, type ContractSurfaceFile } from './contracts.js';

const surface = (version: string, exports: Record<string, string>, requires: string[] = []): ContractSurfaceFile => ({
  packages: {
    'shared-contracts': { version, surface: 's', exports },
    'shared-ui': { version: '1.0.0', surface: 'u', exports: { 'shared-ui:FormField': 'f1' } },
  },
  requires,
});

describe('contracts across releases (docs/decisions/062)', () => {
  it('a later or equal version satisfies; an earlier one does not', () => {
    expect(contractVersionSatisfies('1.2.0', '1.2.0')).toBe(true);
    expect(contractVersionSatisfies('1.10.0', '1.9.3')).toBe(true);
    expect(contractVersionSatisfies('2.0.0', '1.9.0')).toBe(true);
    expect(contractVersionSatisfies('1.0.0', '1.1.0')).toBe(false);
    expect(contractVersionSatisfies('1.1.0', '1.1.1')).toBe(false);
  });

  it('reads the stamps of a manifest, null for one without', () => {
    const stamps = { 'shared-contracts': { version: '1.1.0', surface: 'a' }, 'shared-ui': { version: '1.0.0', surface: 'b' } };
    expect(contractStampsOf({ metaData: { contracts: stamps } })).toEqual(stamps);
    expect(contractStampsOf({ metaData: {} })).toBeNull();
    expect(contractStampsOf({ metaData: { contracts: { 'shared-contracts': { version: 'x', surface: 'a' } } } })).toBeNull();
  });

  it('names the version and each export the shell does not provide or declares differently', () => {
    const shell = surface('1.0.0', { 'shared-contracts:a': 'h1', 'shared-contracts:b': 'h2' });
    const remote = surface('1.1.0', { 'shared-contracts:a': 'h1', 'shared-contracts:b': 'h9', 'shared-contracts:c': 'h3' }, [
      'shared-contracts:c',
      'shared-contracts:b',
      'shared-contracts:a',
      'shared-ui:FormField',
    ]);
    expect(contractProblems(shell, remote)).toEqual([
      'built against shared-contracts 1.1.0; the live shell provides shared-contracts 1.0.0',
      'needs exports the live shell does not provide: shared-contracts:c',
      'needs exports the live shell declares differently: shared-contracts:b',
    ]);
  });

  it('accepts a remote whose imports the shell declares alike, whatever else changed', () => {
    const shell = surface('1.2.0', { 'shared-contracts:a': 'h1', 'shared-contracts:b': 'h5', 'shared-contracts:d': 'h4' });
    const remote = surface('1.1.0', { 'shared-contracts:a': 'h1', 'shared-contracts:b': 'h2' }, ['shared-contracts:a']);
    expect(contractProblems(shell, remote)).toEqual([]);
  });
});
