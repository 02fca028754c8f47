import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { CaptchaWidget } from './CaptchaWidget';

// The widget's lazily loaded chunk: missing (offline, or replaced by a deployment) until a test says so. Once
// loaded, jest keeps the module: the tests that need it missing come first.
let mockChunkMissing = true;
jest.mock('./altcha-setup', () => {
  if (mockChunkMissing) throw new Error('Loading chunk altcha failed.');
  return {};
});

describe('CaptchaWidget (spec 2.11)', () => {
  it("says it in the page's language: its words are in shared-ui's catalog", async () => {
    await activateTestLocale('es-US');
    renderWithProviders(<CaptchaWidget locale="es-US" onToken={jest.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la verificación de seguridad.');
    expect(alert).toHaveTextContent('Revise su conexión a internet y vuelva a intentarlo.');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    // The widget's own words come from altcha's bundle of the same language.
    expect(document.querySelector('altcha-widget')).toHaveAttribute('language', 'es-419');
  });

  it('says so when the captcha cannot be loaded, and loads it again on request', async () => {
    await activateTestLocale('en-US');
    const onToken = jest.fn();
    renderWithProviders(<CaptchaWidget locale="en-US" onToken={onToken} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The security check could not be loaded.');
    expect(alert).toHaveTextContent('Check your internet connection, then try again.');
    expect(onToken).not.toHaveBeenCalledWith(expect.any(String));

    // Try again imports the chunk again: still missing, the message comes back.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The security check could not be loaded.');

    mockChunkMissing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Loaded: the message stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
