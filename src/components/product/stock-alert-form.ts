import type { APIContext } from 'astro';
import { translateApiMessage } from '../../lib/i18n/i18n.ts';
import { ApiError } from '../../lib/server/http/api.ts';
import { peerAddress, resolveClientAddress } from '../../lib/server/http/client.ts';
import { subscribeStockAlert } from '../../lib/server/stock-alerts/service.ts';
import { storePath, type StoreView } from '../../lib/store-view/config.ts';

/** What the back-in-stock form's answer page shows (the form without JavaScript posts there). */
export type StockAlertAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; done: boolean; problem: string | undefined; back: string };

/** The product page the form came from: a product path of this store, else the store's home. */
function backPath(store: StoreView, value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '';
  const prefix = store.prefix ? `${store.prefix}/p/` : '/p/';
  return path.startsWith(prefix) && /^[\w\-/%.]{1,300}$/.test(path) ? path : storePath(store, '/');
}

/**
 * Answers the back-in-stock form posted without JavaScript: the alert is recorded as the API records it
 * (POST /api/ext/polder/stock-alert: same validation, throttle and catalogue messages, translated here), and the page
 * says so with a link back to the product; a GET goes home.
 */
export async function answerStockAlertForm(
  store: StoreView,
  context: Pick<APIContext, 'request' | 'clientAddress'>,
): Promise<StockAlertAnswer> {
  if (context.request.method !== 'POST') return { kind: 'redirect', location: storePath(store, '/') };
  const form = await context.request.formData().catch(() => new FormData());
  const back = backPath(store, form.get('back'));
  const clientAddress = resolveClientAddress(peerAddress(context), context.request.headers.get('x-forwarded-for'));
  try {
    await subscribeStockAlert(
      { sku: String(form.get('sku') ?? '').trim(), email: String(form.get('email') ?? '').trim() },
      store.storeCode,
      clientAddress,
    );
    return { kind: 'page', status: 200, done: true, problem: undefined, back };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      kind: 'page',
      status: error.code,
      done: false,
      problem: translateApiMessage(store.storeCode, error.message),
      back,
    };
  }
}
