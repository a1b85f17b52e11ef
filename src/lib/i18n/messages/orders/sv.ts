/** Swedish texts of the order lifecycle: statuses, shipments in My orders, and the errors of staff and integration calls. */
export const ordersSv = {
  'ui.account.status.pending': 'Mottagen',
  'ui.account.status.processing': 'Behandlas',
  'ui.account.status.partially_shipped': 'Delvis skickad',
  'ui.account.status.shipped': 'Skickad',
  'ui.account.status.delivered': 'Levererad',
  'ui.account.status.cancelled': 'Avbruten',
  'ui.account.status.refunded': 'Återbetald',
  'ui.account.shipments': 'Försändelser',
  'ui.account.shipment': '{carrier}, kolli-id {tracking}',
  'ui.account.track': 'Spåra paketet hos {carrier}',
  'ui.account.refunded': 'Återbetalt: {amount}',
  'error.orderNotFound': 'Det finns ingen order med det numret.',
  'error.orderOtherStore': 'Ordern hör till en annan butik.',
  'error.orderCannotProcess': 'Bara en mottagen order kan börja behandlas (ordern har status {status}).',
  'error.orderCannotShip':
    'Bara en order som behandlas eller är delvis skickad kan skickas (ordern har status {status}).',
  'error.orderCannotDeliver': 'Bara en skickad order kan markeras som levererad (ordern har status {status}).',
  'error.orderCannotCancel':
    'Bara en mottagen order eller en order som behandlas kan avbrytas (ordern har status {status}).',
  'error.orderCannotRefund':
    'Bara en betald order som inte är avbruten eller helt återbetald kan återbetalas (ordern har status {status}).',
  'error.orderLineUnknown': 'Ordern har ingen rad {line}.',
  'error.shipmentTooMany': 'Försändelsen har {qty} st av {sku}, men bara {left} st återstår att skicka.',
  'error.shipmentNothingLeft': 'Allt i ordern är redan skickat.',
  'error.refundTooMuch': 'Återbetalningen på {amount} är mer än det som återstår att återbetala ({left}).',
  'error.refundLineTooMany':
    'Återbetalningen har {qty} st av {sku}, men bara {left} st är beställda och inte återbetalda.',
  'error.refundNothingLeft': 'Det finns inget kvar att återbetala på ordern.',
  'error.integrationKeyMissing': 'En integrationsnyckel krävs: skicka Authorization: Bearer <nyckel>.',
  'error.integrationKeyInvalid': 'Integrationsnyckeln är ogiltig eller återkallad.',
  'error.integrationScope': 'Integrationsnyckeln saknar behörigheten {scope}.',
  'error.idempotencyConflict': 'Idempotency-Key har redan använts för ett annat anrop.',
  'error.idempotencyKeyInvalid': 'Idempotency-Key måste vara 1 till 200 synliga tecken.',
  'error.skuUnknown': 'Det finns ingen produkt med artikelnummer {sku}.',
  'error.skuRepeated': 'Artikelnumret {sku} finns med mer än en gång.',
  'error.reviewUnknown': 'Det finns inget omdöme med id {id}.',
  'error.webhookUrl': 'Webhookens adress måste vara en http- eller https-adress.',
  'error.specialPriceInvalid':
    'Ett kampanjpris måste vara lägre än ordinarie pris och dess start (om den anges) före dess slut; datum kräver ett kampanjpris.',
  'error.cursorInvalid': 'Markören är ogiltig; börja om utan markör.',
} as const;
