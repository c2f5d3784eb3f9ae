// Runs before first paint so the page never flashes the wrong theme or language.
(function () {
  var root = document.documentElement;
  var theme = null;
  var language = null;
  try {
    theme = window.localStorage.getItem('theme');
    language = window.localStorage.getItem('language');
  } catch {
    // Storage can be blocked (privacy mode); fall back to the system preference and English.
  }
  var prefersDark = false;
  try {
    prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    prefersDark = false;
  }
  var dark = theme === 'dark' || (theme !== 'light' && prefersDark);
  if (dark) root.classList.add('dark');
  else root.classList.remove('dark');
  root.lang = language === 'es' ? 'es' : 'en';
})();
