import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaptchaWidget } from '@/components/captcha/CaptchaWidget';
import { renderWithProviders } from '@/features/forgot-credentials/recovery-test-utils';

// The widget's lazily loaded chunk: missing (offline, or replaced by a deployment) until the test says so.
let mockChunkMissing = true;
jest.mock('@/components/captcha/altcha-setup', () => {
  if (mockChunkMissing) throw new Error('Loading chunk altcha failed.');
  return {};
});

describe('CaptchaWidget (spec 2.11)', () => {
  it('says so when the captcha cannot be loaded, and loads it again on request', async () => {
    const onToken = jest.fn();
    await renderWithProviders(<CaptchaWidget locale="en-US" onToken={onToken} />);

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
