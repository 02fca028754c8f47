import { use } from 'react';
import type { WidgetModule } from 'shared-contracts';
import { ForgotAccountDialog } from '@/features/forgot-account/ForgotAccountDialog';
import { ForgotCredentialsDialog } from '@/features/forgot-credentials/ForgotCredentialsDialog';
import { LoginDialog } from '@/features/login/LoginDialog';
import { loadCatalog } from '@/i18n';

/** The auth dialogs of spec 2.7, mounted once by the shell; each opens from authDialogAtom. */
const AuthDialogs: WidgetModule['default'] = ({ locale, shell }) => {
  use(loadCatalog(locale));
  return (
    <>
      <LoginDialog locale={locale} shell={shell} />
      <ForgotCredentialsDialog locale={locale} shell={shell} />
      <ForgotAccountDialog locale={locale} shell={shell} />
    </>
  );
};

export default AuthDialogs;
