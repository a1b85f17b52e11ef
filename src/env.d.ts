/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The store view of the request (from the URL prefix). */
    store: import('./lib/store-view/config.ts').StoreView;
    /** Translates message keys into the store's language (per request). */
    t: import('./lib/i18n/i18n.ts').Translate;
    /** In the editor preview: why a content entry could not be shown (it failed validation). */
    contentProblem?: string;
  }
}
