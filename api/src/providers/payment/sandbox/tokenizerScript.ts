/**
 * The local gateway's browser tokenizer, served from the gateway's own origin. It has the shape
 * of the hosted tokenizer scripts the store supports ('dispatch-data'): a global
 * `Accept.dispatchData(secureData, callback)` that sends the card from the browser straight to the
 * gateway (getPaymentNonceRequest with the public client key) and calls back with
 * `{opaqueData: {dataDescriptor, dataValue}, messages: {resultCode, message: [{code, text}]}}`.
 * Plain ES5 on purpose: it is served as is, not bundled.
 */
export const tokenizerScript = `(function () {
  'use strict';
  var here = document.currentScript && document.currentScript.src ? new URL(document.currentScript.src).origin : '';
  function fail(code, text) { return { messages: { resultCode: 'Error', message: [{ code: code, text: text }] } }; }
  function two(n) { n = String(n == null ? '' : n); return n.length === 1 ? '0' + n : n; }
  function dispatchData(secureData, callback) {
    var auth = (secureData && secureData.authData) || {};
    var card = (secureData && secureData.cardData) || {};
    var year = String(card.year == null ? '' : card.year);
    var body = { getPaymentNonceRequest: {
      merchantAuthentication: { name: auth.apiLoginID, clientKey: auth.clientKey },
      data: { type: 'TOKEN', id: String(Date.now()) + Math.random().toString(36).slice(2),
        token: { cardNumber: String(card.cardNumber || ''), expirationDate: two(card.month) + year.slice(-2), cardCode: card.cardCode == null ? undefined : String(card.cardCode) } } } };
    fetch(here + '/xml/v1/request.api', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit', cache: 'no-store' })
      .then(function (r) { return r.text(); })
      .then(function (t) { callback(JSON.parse(t.replace(/^\\uFEFF/, ''))); })
      .catch(function () { callback(fail('E_WC_14', 'Encryption of the card details failed.')); });
  }
  window.Accept = { dispatchData: dispatchData };
})();
`;
