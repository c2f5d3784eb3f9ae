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
    // A server-rendered page is in the language its cookie chose: that is the choice to remember.
    try {
      window.localStorage.setItem('language', root.lang === 'es' ? 'es' : 'en');
    } catch {
      // Storage blocked: the cookie alone keeps the choice.
    }
  } else {
    root.lang = language === 'es' ? 'es' : 'en';
  }
})();
