import './index.css';

// The entry stays tiny: the app's code follows at once (index.html names it for preloading). The
// public pages never load it: the server renders them, and islands (src/islands/) add the rest.
void import('./app/start').then((app) => app.start());
