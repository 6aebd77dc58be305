/**
 * `GET /turnstile/v0/api.js`: a stand-in for Turnstile's widget script, with its two ways of rendering. Implicitly, it
 * renders every `.cf-turnstile` element when the page is ready; loaded with `?render=explicit`, it renders only what
 * `turnstile.render(element, { sitekey, callback, 'error-callback' })` asks for. Rendering adds the hidden
 * `cf-turnstile-response` input with a token minted as tokens.ts describes, and a line saying the check passed, then
 * calls `callback` with the token. A site key starting with `2x` (Cloudflare's "always blocks" test key) gets no
 * token, as a failed challenge does, and calls `error-callback`.
 */
export const widgetScript = `(function () {
  'use strict';
  var field = 'cf-turnstile-response';
  function b64url(text) {
    var bytes = new TextEncoder().encode(text), binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  var explicit = /[?&]render=explicit(&|$)/.test((document.currentScript && document.currentScript.src) || '');
  function render(el, params) {
    params = params || {};
    if (typeof el === 'string') el = document.querySelector(el);
    if (!el || el.getAttribute('data-stand-in') === 'rendered') return;
    el.setAttribute('data-stand-in', 'rendered');
    var sitekey = params.sitekey || el.getAttribute('data-sitekey') || '';
    var note = document.createElement('span');
    note.className = 'cf-turnstile-stand-in';
    if (sitekey.indexOf('2x') === 0) {
      note.textContent = 'Verification failed (Turnstile stand-in)';
      el.appendChild(note);
      if (params['error-callback']) params['error-callback']('600010');
      return;
    }
    var payload = { sitekey: sitekey, hostname: location.hostname, action: params.action || el.getAttribute('data-action') || '', ts: new Date().toISOString() };
    var input = document.createElement('input');
    input.type = 'hidden';
    input.name = field;
    input.value = 'stand-in.' + b64url(JSON.stringify(payload)) + '.' + crypto.randomUUID();
    el.appendChild(input);
    note.textContent = 'Verified (Turnstile stand-in)';
    el.appendChild(note);
    if (params.callback) params.callback(input.value);
  }
  function renderAll() {
    document.querySelectorAll('.cf-turnstile').forEach(function (el) { render(el); });
  }
  window.turnstile = { render: render };
  if (explicit) return;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', renderAll);
  else renderAll();
})();
`;
