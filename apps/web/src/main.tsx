import './index.css';
import { canHydrate, readSsrState, startWhenNeeded } from './app/boot';

// This entry stays tiny: a server-rendered page paints without it, and the app's code follows.
const ssr = readSsrState();
const start = () => import('./app/start').then((app) => app.start(ssr));

if (canHydrate(ssr)) startWhenNeeded(start);
else void start();
