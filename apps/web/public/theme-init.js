// Runs before first paint so the page never flashes the wrong theme or language.
(function () {
  var root = document.documentElement;
  var theme = null;
  var language = null;
  try {
    theme = window.localStorage.getItem('theme');
    language = window.localStorage.getItem('language');
  } catch {
    // Storage can be blocked (privacy mode); fall back to the cookies, the system preference and English.
  }
  // The cookie holds the latest choice: the toggle writes both, its form without JavaScript only the cookie.
  var cookie = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(document.cookie);
  if (cookie) theme = cookie[1];
  var prefersDark = false;
  try {
    prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    prefersDark = false;
  }
  var dark = theme === 'dark' || (theme !== 'light' && prefersDark);
  if (dark) root.classList.add('dark');
  else root.classList.remove('dark');
  if (root.hasAttribute('data-rendered')) {
    var rendered = root.lang === 'es' ? 'es' : 'en';
    var hasLanguageCookie = /(?:^|;\s*)language=/.test(document.cookie);
    if (!hasLanguageCookie && (language === 'en' || language === 'es') && language !== rendered) {
      // A language chosen before the server knew of it (storage, no cookie): tell the server and
      // show the page again in it, once: only when the cookie was kept (no loop where cookies are off).
      document.cookie = 'language=' + language + '; path=/; max-age=31536000; samesite=lax';
      if (/(?:^|;\s*)language=/.test(document.cookie)) window.location.replace(window.location.href);
    } else {
      // A server-rendered page is in the language its cookie chose: that is the choice to remember.
      try {
        window.localStorage.setItem('language', rendered);
      } catch {
        // Storage blocked: the cookie alone keeps the choice.
      }
    }
    // The server rendered the theme toggle for its own idea of the theme (the cookie's, else light): a
    // press before the toggle's script has loaded must still ask for the other of the theme shown.
    document.addEventListener('DOMContentLoaded', function () {
      var fields = document.querySelectorAll('form[action="/theme"] input[name="theme"]');
      for (var i = 0; i < fields.length; i++) fields[i].value = root.classList.contains('dark') ? 'light' : 'dark';
    });
  } else {
    root.lang = language === 'es' ? 'es' : 'en';
  }
})();
