// Early input (#23): a server-rendered page looks ready seconds before React takes it over
// (`<html data-hydrated>`). A tap or a submit in that window used to be lost (a button does nothing
// yet) or worse (a form went out as a plain GET with its fields in the URL). This classic script runs
// first, from the store's own origin (the CSP stays script-src 'self'), and until the page is live:
// - holds every form submit and every button click, marking the button busy (aria-busy + a style);
// - remembers what the shopper typed;
// and once the page is live, puts back any typed value hydration reset, then replays the taps in
// order: a click on the same button found again, a submit through requestSubmit. Links stay links.
// If the app is not live after 15 s, the held forms go out as plain forms (POST to their page, or
// the GET search); other taps stay held until it is live, so a tap is never silently dropped.
(function () {
  var root = document.documentElement;
  var GIVE_UP_MS = 15000;
  var held = [];
  var typed = [];
  var gaveUp = false;
  var live = function () {
    return root.getAttribute('data-hydrated') === 'true';
  };
  // A submit button's click after this script gave up waiting: the form goes out as a plain form.
  var plainSubmit = function (button) {
    return gaveUp && button.form && (button.type === 'submit' || button.type === 'image');
  };

  // A selector that finds the element again if hydration replaced the node: its id, else its path
  // of child positions from <body>.
  function pathOf(el) {
    if (el.id) return '#' + CSS.escape(el.id);
    var parts = [];
    for (var node = el; node && node !== document.body; node = node.parentElement) {
      var index = 1;
      for (var sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) index++;
      parts.unshift(':nth-child(' + index + ')');
    }
    return 'body > ' + parts.join(' > ');
  }
  function again(entry) {
    if (entry.el.isConnected) return entry.el;
    var found = document.querySelector(entry.path);
    return found && found.tagName === entry.el.tagName ? found : null;
  }
  function busy(el, on) {
    if (!el) return;
    if (on) {
      el.setAttribute('aria-busy', 'true');
      el.setAttribute('data-early-busy', '');
    } else {
      el.removeAttribute('aria-busy');
      el.removeAttribute('data-early-busy');
    }
  }
  function hold(entry) {
    held.push(entry);
    busy(entry.button, true);
  }

  // Clicks on buttons, in the capture phase of the window: before React's own listeners on the
  // root, so a click React would also replay is never done twice.
  window.addEventListener(
    'click',
    function (e) {
      if (live() || !(e.target instanceof Element)) return;
      var button = e.target.closest('button, [role="button"], input[type="submit"], input[type="button"]');
      if (!button || button.disabled || button.closest('a[href]') || plainSubmit(button)) return; // links stay plain links
      e.preventDefault();
      e.stopPropagation();
      if (held.some(function (h) { return h.button === button; })) return; // one tap per button is enough
      hold({ kind: 'click', el: button, button: button, path: pathOf(button) });
    },
    true,
  );

  // A submit without a button click (Enter in a field of a form whose button was not clicked).
  window.addEventListener(
    'submit',
    function (e) {
      if (live() || gaveUp || !(e.target instanceof HTMLFormElement)) return;
      e.preventDefault();
      e.stopPropagation();
      var form = e.target;
      var submitter = e.submitter || null;
      if (held.some(function (h) { return h.el === form || (submitter && h.button === submitter); })) return;
      hold({ kind: 'submit', el: form, button: submitter, path: pathOf(form), submitterPath: submitter && pathOf(submitter) });
    },
    true,
  );

  // What the shopper typed, so a value hydration resets can be put back.
  window.addEventListener(
    'input',
    function (e) {
      var el = e.target;
      if (live() || !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) return;
      if (el.type === 'file') return;
      var known = typed.filter(function (t) { return t.el === el; })[0];
      var value = el.type === 'checkbox' || el.type === 'radio' ? el.checked : el.value;
      if (known) known.value = value;
      else typed.push({ el: el, path: pathOf(el), value: value });
    },
    true,
  );

  // React may hydrate a field with the value it rendered (empty) in its state while the page shows
  // what was typed, or reset the page's value. Either way the field is set again so React hears it:
  // first through the element's own setter (React's tracker then holds a different value), then
  // through the prototype's setter (not tracked), then the event React listens to for that field.
  function restore(entry) {
    var el = again(entry);
    if (!el) return;
    var checkable = el.type === 'checkbox' || el.type === 'radio';
    var prop = checkable ? 'checked' : 'value';
    var other = checkable ? !entry.value : entry.value === '' ? ' ' : '';
    el[prop] = other;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), prop).set.call(el, entry.value);
    var type = checkable ? 'click' : el.tagName === 'SELECT' ? 'change' : 'input';
    el.dispatchEvent(new Event(type, { bubbles: true }));
  }

  function replay() {
    typed.splice(0).forEach(restore);
    // one task later: React has applied the restored values to its state before the taps
    setTimeout(function () {
      held.splice(0).forEach(function (entry) {
        var el = again(entry);
        busy(entry.button, false);
        busy(el, false);
        if (!el) return;
        if (entry.kind === 'click') el.click();
        else {
          var submitter = entry.button && (entry.button.isConnected ? entry.button : document.querySelector(entry.submitterPath));
          if (el.requestSubmit) el.requestSubmit(submitter || undefined);
          else el.submit();
        }
      });
    }, 0);
  }

  new MutationObserver(function () {
    if (live()) replay();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

  // The app is still not live (a script failed, or a very slow line): held forms go out as plain
  // forms (POST to their page, or the GET search). Other taps stay held, and busy, until it is.
  setTimeout(function () {
    if (live()) return;
    gaveUp = true;
    held = held.filter(function (entry) {
      var form = entry.kind === 'submit' ? entry.el : entry.button && plainSubmit(entry.button) ? entry.button.form : null;
      if (!form || !form.isConnected) return true;
      busy(entry.button, false);
      HTMLFormElement.prototype.submit.call(form);
      return false;
    });
  }, GIVE_UP_MS);
})();
