import { use } from 'react';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import { localizePath, pathOf, type WidgetModule } from 'shared-contracts';
import { postLogin } from '@/features/login/login-call';
import { LoginForm } from '@/features/login/LoginForm';
import { useOpenLoginDialog } from '@/features/login/useOpenLoginDialog';
import { loadCatalog } from '@/i18n';

/** The auth dialogs of spec 2.7, mounted once by the shell. */
const AuthDialogs: WidgetModule['default'] = ({ locale, shell }) => {
  use(loadCatalog(locale));
  const { t } = useLingui();
  const [open, setOpen] = useOpenLoginDialog();
  const setCsrf = useSetAtom(csrfAtom);
  const setAuthenticated = useSetAtom(authenticatedAtom);
  // The shell's router: react-router is a shared singleton, so its context reaches this remote.
  const navigate = useNavigate();

  return (
    <shell.Dialog open={open} onClose={() => setOpen(false)} title={t`Log in to your account`} size="sm">
      <LoginForm
        locale={locale}
        submit={async (username, password) => {
          const { status, csrf } = await postLogin(username, password);
          if (status === 'OK' && csrf) setCsrf(csrf);
          return status === 'OK' && !csrf ? 'ERROR' : status;
        }}
        onSignedIn={() => {
          setAuthenticated(true);
          setOpen(false);
          void navigate(localizePath(pathOf('account'), locale));
        }}
      />
    </shell.Dialog>
  );
};

export default AuthDialogs;
