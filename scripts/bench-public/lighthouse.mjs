// Lighthouse (its default: mobile emulation, simulated slow 4G and 4x CPU slowdown), performance only,
// in one headless Debian chromium that every run shares one after another: runs never overlap.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from './browser.mjs';

export function launchChrome(chromePath) {
  // English, so the app picks the language the static copy was taken in.
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_FLAGS, '--lang=en-US'] });
}

/** One Lighthouse run of `url`: the metrics, and the same-origin scripts it saw (before any interaction). */
export async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableFullPageScreenshot: true, // a picture nobody reads, and seconds of CPU per run
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const origin = new URL(url).origin;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    // A run that failed (e.g. NO_NAVSTART) has no score: null, not 0, so that it stays out of the medians.
    score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scripts: requests
      .filter((r) => r.resourceType === 'Script' && new URL(r.url).origin === origin)
      .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 })),
    // An answer >= 400 (a missing file, a rate limit) would make the page lighter than it is.
    failed: requests.filter((r) => r.statusCode >= 400).map((r) => `${r.statusCode} ${new URL(r.url).pathname}`),
    warnings: lhr.runWarnings ?? [],
    // Lighthouse reports some failures (NO_NAVSTART) as a runtime error, others (NO_LCP) only as an
    // audit without a value; either way the run is not a measurement.
    error:
      lhr.runtimeError?.message ??
      (lhr.categories.performance.score == null ? (lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no performance score') : null),
  };
}
