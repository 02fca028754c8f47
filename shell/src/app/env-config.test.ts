import { API_PATHS, ENV_CONFIG_ELEMENT_ID } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { fakeResponse } from 'shared-ui/testing';
import { loadEnvConfig } from './env-config';

/** The page as the server wrote it: with the configuration element holding `text`, or without one. */
function servedPage(text: string | null) {
  document.head.innerHTML = text === null ? '' : `<script type="application/json" id="${ENV_CONFIG_ELEMENT_ID}"></script>`;
  const element = document.getElementById(ENV_CONFIG_ELEMENT_ID);
  if (element && text !== null) element.textContent = text;
}

describe('loadEnvConfig (docs/decisions/026: the configuration travels with the page)', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => fakeResponse({ status: 200, body: { ...SAMPLE_ENV, shellBuildId: 'from-env-json' } })) as unknown as typeof fetch;
  });

  it('reads the configuration the server wrote into the page, without a request', async () => {
    servedPage(JSON.stringify(SAMPLE_ENV));
    await expect(loadEnvConfig()).resolves.toEqual(SAMPLE_ENV);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['no configuration in the page', null],
    ['a configuration that is not JSON', '{"genesysDeploymentId":'],
    // Its shape is not checked before the first render (docs/decisions/071): the server wrote it through envConfigSchema.
    ['a configuration that is not an object', 'null'],
  ])('asks /env.json when the page has %s', async (_case, text) => {
    servedPage(text);
    await expect(loadEnvConfig()).resolves.toMatchObject({ shellBuildId: 'from-env-json' });
    expect(global.fetch).toHaveBeenCalledWith(API_PATHS.env, expect.anything());
  });
});
