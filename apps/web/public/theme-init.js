// Runs before first paint of the app's pages so they never flash the wrong theme or language.
// (Server-rendered public pages do not need it: the server sets both from the visitor's cookies.)
(function () {
  var root = document.documentElement;
  var theme = null;
  var language = null;
  try {
    theme = window.localStorage.getItem('theme');
    language = window.localStorage.getItem('language');
  } catch {
    // Storage can be blocked (privacy mode); fall back to the cookie, the system preference and English.
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
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.lang = language === 'es' ? 'es' : 'en';
})();
