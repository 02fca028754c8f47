import { Button, Container } from '@chakra-ui/react';
import { WINDOW_EVENTS } from 'shared-contracts';
import { renderStandalone } from '@tooling/standalone/render-standalone';
import { standaloneShell } from '@tooling/standalone/StandaloneDialog';
import AuthDialogs from '@/exposes/AuthDialogs';
import DesignSamples from '@/exposes/DesignSamples';

void renderStandalone((locale) => (
  <Container py="8">
    <Button onClick={() => window.dispatchEvent(new Event(WINDOW_EVENTS.openLoginDialog))}>openLoginDialog</Button>
    <AuthDialogs locale={locale} shell={standaloneShell} />
    <DesignSamples locale={locale} shell={standaloneShell} />
  </Container>
));
