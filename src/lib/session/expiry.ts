/** What a session that cannot be refreshed does, on any page: a silent logout, then the sign-in dialog and the error. */
import { apiRuntime } from '../api-client/client.ts';
import { translate } from '../i18n/i18n.ts';
import { notify } from '../notifications/store.ts';
import { clearUnsentTasks } from '../sync/store.ts';
import { openSignup } from '../ui/store.ts';
import { announceLogout } from './logout.ts';

/** Ends a session whose tokens were refused: every store forgets the customer first, unsent calls are dropped. */
export function expireSession(): void {
  announceLogout();
  void clearUnsentTasks();
  openSignup('login');
  notify({ type: 'error', message: translate(apiRuntime.storeCode(), 'error.refreshFailure'), hasNoTimeout: true });
}
