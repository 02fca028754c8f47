import { useContext } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { EnvContext } from '@/app/env-config';
import { activeRemoteOverrides, leaveRemoteOverrides } from '@/lib/remote-overrides';

// Build-time styles (docs/decisions/060): at the top of every page under test, drawn without Chakra.
const banner = css({ bg: 'orange.100', borderBottomWidth: '1px', borderColor: 'orange.300', px: '4', py: '2' });
const row = css({
  display: 'flex',
  maxW: '6xl',
  mx: 'auto',
  gap: '4',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});
const text = css({ fontSize: 'sm', color: 'gray.900' });
const backButton = button({ size: 'sm', variant: 'outline', palette: 'orange' });

/**
 * Decision 036: while a tab loads remotes at versions an integration tester chose, the top of every page says
 * which, with the way back to the live versions. Nothing where the server does not allow overrides.
 */
export function RemoteOverridesBanner() {
  const env = useContext(EnvContext);
  const { t } = useLingui();
  const overrides = activeRemoteOverrides(env);
  if (overrides.length === 0) return null;
  return (
    <aside aria-label={t`Remote versions under test`} className={banner}>
      <div className={row}>
        <p className={text}>
          <Trans>Integration test: this tab loads</Trans>{' '}
          {overrides.map((override, index) => (
            <span key={override.key}>
              {index > 0 ? ', ' : ''}
              <Trans>
                <strong>{override.packageName}</strong> at <code>{override.chosen}</code>
              </Trans>
            </span>
          ))}
          .
        </p>
        <button type="button" className={backButton} onClick={leaveRemoteOverrides}>
          <Trans>Back to the live versions</Trans>
        </button>
      </div>
    </aside>
  );
}
