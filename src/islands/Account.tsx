/** Account: the My Account page (login, register, profile, orders). More in README.md. */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { resetLinkParams } from '../lib/accounts/reset-link.ts';
import { $token, $user, logout, startSession } from '../lib/session/store.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { $ui, closeSignup, openSignup, type AuthElement } from '../lib/ui/store.ts';
import { DataRights } from './account/DataRights.tsx';
import { Orders } from './account/Orders.tsx';
import { ChangePasswordForm, CreatePasswordForm } from './account/PasswordForms.tsx';
import { ProfileForm } from './account/ProfileForm.tsx';
import { SignIn } from './account/SignIn.tsx';
import { ensureNotifications } from './Notifications.tsx';
import { Dialog } from './ui/Dialog.tsx';
import { useMounted, useT } from './ui/hooks.ts';
import './islands.css';

/** The My Account page content. */
export function Account({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const mounted = useMounted();
  const user = useStore($user);
  const token = useStore($token);
  const [element, setElement] = useState<AuthElement>('login');
  useEffect(() => {
    ensureNotifications(storeCode);
    void startSession();
  }, [storeCode]);
  if (!mounted) return null;
  const reset = !token || !user ? resetLinkParams(window.location) : undefined;
  if (reset) return <CreatePasswordForm t={t} storeCode={storeCode} {...reset} />;
  if (!token || !user) return <SignIn t={t} storeCode={storeCode} element={element} onElement={setElement} />;
  return (
    <div className="np-account">
      <p>{t('ui.account.greeting', { name: user.firstname })}</p>
      <ProfileForm t={t} storeCode={storeCode} />
      <ChangePasswordForm t={t} storeCode={storeCode} />
      <Orders t={t} storeCode={storeCode} />
      <DataRights t={t} storeCode={storeCode} />
      <button type="button" className="np-button np-button--secondary" onClick={() => void logout()}>
        {t('ui.account.logout')}
      </button>
    </div>
  );
}

/** The sign-in dialog (opened when the session ended, or by `openSignup()`). */
export function AccountModal({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const ui = useStore($ui);
  useEffect(() => ensureNotifications(storeCode), [storeCode]);
  useEffect(() => {
    if (ui.signupModal) document.querySelector<HTMLElement>('#np-account-modal input')?.focus();
  }, [ui.signupModal]);
  if (!ui.signupModal) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeSignup();
  };
  return (
    <Dialog
      id="np-account-modal"
      titleId="np-account-modal-title"
      title={t('ui.account.title')}
      closeLabel={t('ui.account.close')}
      onClose={closeSignup}
      onKeyDown={onKeyDown}
    >
      <SignIn
        t={t}
        storeCode={storeCode}
        element={ui.authElement}
        onElement={(e) => openSignup(e)}
        onDone={closeSignup}
      />
    </Dialog>
  );
}
