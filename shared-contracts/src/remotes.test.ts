import { formatRemoteChoices, parseRemoteChoices } from './remotes.js';

describe('parseRemoteChoices (docs/decisions/036: ?remotes= and INTEGRATION_REMOTES)', () => {
  it('reads each remote and what follows its first @, spaces and empty entries aside', () => {
    expect(parseRemoteChoices(' mfe-public@v2 ,, mfe-auth@https://qa.example/mfe-auth/mf-manifest.json')).toEqual([
      { entry: 'mfe-public@v2', key: 'public', choice: 'v2' },
      { entry: 'mfe-auth@https://qa.example/mfe-auth/mf-manifest.json', key: 'auth', choice: 'https://qa.example/mfe-auth/mf-manifest.json' },
    ]);
  });

  it('names no remote for an unknown package, the shell, or an entry without a package', () => {
    expect(parseRemoteChoices('mfe-other@v1,shell@v1,@v1,mfe-account').map(({ key }) => key)).toEqual([null, null, null, null]);
  });

  it('reads back what formatRemoteChoices writes', () => {
    const list = formatRemoteChoices({ public: 'v3', account: 'it-1' });
    expect(list).toBe('mfe-public@v3,mfe-account@it-1');
    expect(parseRemoteChoices(list).map(({ key, choice }) => [key, choice])).toEqual([
      ['public', 'v3'],
      ['account', 'it-1'],
    ]);
  });
});
