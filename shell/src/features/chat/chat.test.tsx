import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WINDOW_EVENTS, type EnvConfig } from 'shared-contracts';
import { SAMPLE_ENV } from 'shared-contracts/testing';
import { ChatButton } from '@/features/chat/ChatButton';
import { forgetGenesysForTests } from '@/features/chat/genesys';
import { useChatMessenger } from '@/features/chat/useChatMessenger';
import { WithEnv } from '@/test/env';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';

const CHAT_ENV: EnvConfig = { ...SAMPLE_ENV, genesysDeploymentId: 'deployment-1', chatScriptUrl: 'https://chat.example.test/genesys.min.js' };

function Harness() {
  useChatMessenger(true);
  return <ChatButton />;
}

function renderChat(env: EnvConfig) {
  return renderWithProviders(
    <WithEnv env={env}>
      <Harness />
    </WithEnv>,
  );
}

const chatScript = () => document.head.querySelector<HTMLScriptElement>('script[src="https://chat.example.test/genesys.min.js"]');

beforeAll(activateTestLocale);
afterEach(() => {
  forgetGenesysForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('live chat (spec 1, 9)', () => {
  it('loads nothing and shows no entry point when no deployment id is configured', async () => {
    renderChat(SAMPLE_ENV);
    act(() => {
      window.dispatchEvent(new Event(WINDOW_EVENTS.openChat));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.Genesys).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('loads the messenger with the deployment and prod-usw2, shows the entry point once loaded, and opens on the event', async () => {
    const user = userEvent.setup();
    renderChat(CHAT_ENV);
    await waitFor(() => expect(chatScript()).not.toBeNull());
    expect(window.Genesys?.c).toEqual({ environment: 'prod-usw2', deploymentId: 'deployment-1' });
    expect(window._genesysJs).toBe('Genesys');
    // Not before its script has loaded.
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();

    fireEvent.load(chatScript()!);
    await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(window.Genesys?.q).toEqual([['command', 'Messenger.open']]);

    act(() => {
      window.dispatchEvent(new Event(WINDOW_EVENTS.openChat));
    });
    expect(window.Genesys?.q).toHaveLength(2);
  });

  it('hides the entry point when the script fails', async () => {
    renderChat(CHAT_ENV);
    await waitFor(() => expect(chatScript()).not.toBeNull());
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.error(chatScript()!);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    // The event no longer queues anything for a messenger that cannot come.
    act(() => {
      window.dispatchEvent(new Event(WINDOW_EVENTS.openChat));
    });
    expect(window.Genesys?.q).toBeUndefined();
  });
});
