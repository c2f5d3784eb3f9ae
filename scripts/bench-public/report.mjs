// Medians of the runs and the side-by-side table against issue 28's targets (DESIGN.md "Performance
// budgets"), printed as Markdown so that it can go into docs/performance.md as it is.
import { summarizeScripts } from './js-size.mjs';

// JS in total (until the user signs in), gzip: issue 28 names budgets for these pages only.
const JS_BUDGET_KB = { '/': 50, '/products': 80, '/prices': 80 };
const TARGET = { score: 100, lcpRatio: 1.2, tbtMs: 100 };

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const METRICS = ['score', 'lcpMs', 'fcpMs', 'tbtMs', 'cls'];

/** Medians of one page's runs. The LCP ratio is the median of the ratios of paired (back-to-back) runs. */
export function summarizePage(page) {
  const side = (key) => Object.fromEntries(METRICS.map((m) => [m, median(page.runs.map((r) => r[key][m]))]));
  const firstJs = page.runs.map((r) => summarizeScripts(r.app.scripts));
  return {
    app: side('app'),
    static: side('static'),
    lcpRatio: median(page.runs.map((r) => (r.app.lcpMs && r.static.lcpMs ? r.app.lcpMs / r.static.lcpMs : null))),
    jsFirst: {
      transferBytes: median(firstJs.map((s) => s.transferBytes)),
      gzip9Bytes: median(firstJs.map((s) => s.gzip9Bytes)),
    },
    staticJsBytes: median(page.runs.map((r) => summarizeScripts(r.static.scripts).transferBytes)),
    jsTotal: summarizeScripts(page.visit.scripts),
  };
}

const kb = (bytes) => (bytes == null ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const sec = (ms) => (ms == null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const msText = (ms) => (ms == null ? '-' : `${Math.round(ms)} ms`);
const cls = (value) => (value == null ? '-' : value.toFixed(3));
const mark = (text, ok) => (ok === undefined ? text : `${text} ${ok ? 'ok' : 'OVER'}`);

function jsBudgetRow(label, pick) {
  return {
    label,
    target: 'landing <= 50 KB, /products, /prices <= 80 KB',
    cell: (p, s) => {
      const budget = JS_BUDGET_KB[p.path];
      const bytes = pick(s);
      return mark(kb(bytes), budget === undefined || bytes == null ? undefined : bytes <= budget * 1024);
    },
  };
}

const ROWS = [
  { label: 'Lighthouse score, app', target: `${TARGET.score}`, cell: (_p, s) => mark(String(s.app.score), s.app.score != null && s.app.score >= TARGET.score) },
  { label: 'Lighthouse score, static', target: '-', cell: (_p, s) => String(s.static.score) },
  { label: 'LCP, app', target: '-', cell: (_p, s) => sec(s.app.lcpMs) },
  { label: 'LCP, static', target: '-', cell: (_p, s) => sec(s.static.lcpMs) },
  { label: 'LCP app / static', target: `<= ${TARGET.lcpRatio}x`, cell: (_p, s) => mark(s.lcpRatio == null ? '-' : `${s.lcpRatio.toFixed(2)}x`, s.lcpRatio != null && s.lcpRatio <= TARGET.lcpRatio) },
  { label: 'TBT, app', target: `<= ${TARGET.tbtMs} ms`, cell: (_p, s) => mark(msText(s.app.tbtMs), s.app.tbtMs != null && s.app.tbtMs <= TARGET.tbtMs) },
  { label: 'TBT, static', target: '-', cell: (_p, s) => msText(s.static.tbtMs) },
  // Lighthouse shows CLS to three decimals: 0 is what rounds to 0.000.
  { label: 'CLS, app', target: '0', cell: (_p, s) => mark(cls(s.app.cls), s.app.cls != null && s.app.cls < 0.0005) },
  { label: 'CLS, static', target: '-', cell: (_p, s) => cls(s.static.cls) },
  { label: 'FCP, app', target: '-', cell: (_p, s) => sec(s.app.fcpMs) },
  { label: 'FCP, static', target: '-', cell: (_p, s) => sec(s.static.fcpMs) },
  jsBudgetRow('JS before interaction, transferred (Lighthouse)', (s) => s.jsFirst.transferBytes),
  jsBudgetRow('JS before interaction, gzip -9 of the files', (s) => s.jsFirst.gzip9Bytes),
  jsBudgetRow('JS in total after interaction, transferred', (s) => s.jsTotal.transferBytes),
  jsBudgetRow('JS in total after interaction, gzip -9', (s) => s.jsTotal.gzip9Bytes),
  { label: 'Scripts in total (files)', target: '-', cell: (_p, s) => String(s.jsTotal.count) },
];

/** The Markdown table: one row per metric, one column per page. */
export function printTable(pages) {
  const header = ['metric (median)', 'target', ...pages.map((p) => `\`${p.path}\``)];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`);
  for (const row of ROWS) {
    console.log(`| ${[row.label, row.target, ...pages.map((p) => row.cell(p, p.summary))].join(' | ')} |`);
  }
}

/** Each page's scripts, largest first, and whether they came on their own or after the interaction. */
export function printScripts(pages) {
  for (const p of pages) {
    console.log(`\n  ${p.path}: ${p.summary.jsTotal.count} scripts (gzip -9 of the built file / as transferred)`);
    const phaseOf = new Map(p.visit.scripts.map((s) => [new URL(s.url).pathname, s.phase]));
    for (const row of p.summary.jsTotal.rows) {
      const when = phaseOf.get(row.path) === 'interaction' ? '  (after the interaction)' : '';
      console.log(`    ${kb(row.gzip9).padStart(9)} ${kb(row.transferSize).padStart(9)}  ${row.path}${when}`);
    }
  }
}
