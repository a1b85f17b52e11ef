/** Finnish texts of the order lifecycle: statuses, shipments in My orders, and the errors of staff and integration calls. */
export const ordersFi = {
  'ui.account.status.pending': 'Vastaanotettu',
  'ui.account.status.processing': 'Käsittelyssä',
  'ui.account.status.partially_shipped': 'Osittain lähetetty',
  'ui.account.status.shipped': 'Lähetetty',
  'ui.account.status.delivered': 'Toimitettu',
  'ui.account.status.cancelled': 'Peruttu',
  'ui.account.status.refunded': 'Hyvitetty',
  'ui.account.shipments': 'Lähetykset',
  'ui.account.shipment': '{carrier}, seurantatunnus {tracking}',
  'ui.account.track': 'Seuraa pakettia: {carrier}',
  'ui.account.refunded': 'Hyvitetty: {amount}',
  'error.orderNotFound': 'Tällä numerolla ei ole tilausta.',
  'error.orderOtherStore': 'Tilaus kuuluu toiseen kauppaan.',
  'error.orderCannotProcess': 'Vain vastaanotetun tilauksen käsittelyn voi aloittaa (tilauksen tila on {status}).',
  'error.orderCannotShip':
    'Vain käsittelyssä oleva tai osittain lähetetty tilaus voidaan lähettää (tilauksen tila on {status}).',
  'error.orderCannotDeliver': 'Vain lähetetyn tilauksen voi merkitä toimitetuksi (tilauksen tila on {status}).',
  'error.orderCannotCancel':
    'Vain vastaanotetun tai käsittelyssä olevan tilauksen voi perua (tilauksen tila on {status}).',
  'error.orderCannotRefund':
    'Vain maksettu tilaus, jota ei ole peruttu tai hyvitetty kokonaan, voidaan hyvittää (tilauksen tila on {status}).',
  'error.orderLineUnknown': 'Tilauksessa ei ole riviä {line}.',
  'error.shipmentTooMany': 'Lähetyksessä on {qty} kpl tuotetta {sku}, mutta lähetettävää on jäljellä vain {left} kpl.',
  'error.shipmentNothingLeft': 'Koko tilaus on jo lähetetty.',
  'error.refundTooMuch': 'Hyvitys {amount} on enemmän kuin hyvitettävää on jäljellä ({left}).',
  'error.refundLineTooMany':
    'Hyvityksessä on {qty} kpl tuotetta {sku}, mutta tilattuja ja hyvittämättömiä on vain {left} kpl.',
  'error.refundNothingLeft': 'Tilauksessa ei ole enää hyvitettävää.',
  'error.integrationKeyMissing': 'Integraatioavain vaaditaan: lähetä Authorization: Bearer <avain>.',
  'error.integrationKeyInvalid': 'Integraatioavain ei kelpaa tai se on peruttu.',
  'error.integrationScope': 'Integraatioavaimelta puuttuu oikeus {scope}.',
  'error.idempotencyConflict': 'Idempotency-Key on jo käytetty toiseen kutsuun.',
  'error.idempotencyKeyInvalid': 'Idempotency-Key-otsakkeen on oltava 1–200 näkyvää merkkiä.',
  'error.skuUnknown': 'Tuotenumerolla {sku} ei ole tuotetta.',
  'error.skuRepeated': 'Tuotenumero {sku} on mukana useammin kuin kerran.',
  'error.reviewUnknown': 'Arvostelua tunnuksella {id} ei ole.',
  'error.webhookUrl': 'Webhookin osoitteen on oltava http- tai https-osoite.',
  'error.specialPriceInvalid':
    'Tarjoushinnan on oltava normaalihintaa alempi ja sen alun (jos annettu) ennen loppua; päivämäärät vaativat tarjoushinnan.',
  'error.cursorInvalid': 'Kohdistin ei kelpaa; aloita alusta ilman kohdistinta.',
} as const;
