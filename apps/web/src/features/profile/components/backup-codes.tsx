import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { useCompanyFacts } from '../../../api/company';

/** The file and the printed page: who the codes are for, how they work, then one code a line. */
export function backupCodesText(heading: string, note: string, codes: readonly string[]): string {
  return `${heading}\n${note}\n\n${codes.join('\n')}\n`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Backup codes shown once, after two-step verification is turned on: a grid where no code breaks
 * across lines, and ways to keep them (copy, a .txt file, a printed page).
 */
export function BackupCodes({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t } = useTranslation('profile');
  const company = useCompanyFacts().name;
  const heading = t('twoFactor.fileHeading', { company, email });
  const note = t('twoFactor.fileNote');
  const text = backupCodesText(heading, note, codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('success', t('twoFactor.copied'));
    } catch {
      notify('error', t('twoFactor.copyFailed'));
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t('twoFactor.fileName');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  // A page of its own in a hidden frame: only the codes are printed, not the profile around them.
  function print() {
    document.querySelector('iframe[data-backup-codes-print]')?.remove();
    const frame = document.createElement('iframe');
    frame.dataset.backupCodesPrint = '';
    frame.title = t('twoFactor.backupTitle');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
    document.body.append(frame);
    const doc = frame.contentDocument;
    if (!doc || !frame.contentWindow) return;
    doc.open();
    doc.write(
      `<!doctype html><html lang="${document.documentElement.lang}"><head><meta charset="utf-8"><title>${escapeHtml(t('twoFactor.backupTitle'))}</title>` +
        '<style>body{font-family:system-ui,sans-serif;margin:2rem}ol{font-family:ui-monospace,monospace;font-size:14pt;columns:2;line-height:2}li{white-space:nowrap}</style></head>' +
        `<body><h1 style="font-size:14pt">${escapeHtml(heading)}</h1><p>${escapeHtml(note)}</p><ol>${codes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ol></body></html>`,
    );
    doc.close();
    frame.contentWindow.focus();
    frame.contentWindow.print();
  }

  return (
    <div className="space-y-3">
      <ul aria-label={t('twoFactor.backupTitle')} className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
        {codes.map((c) => (
          <li key={c} className="rounded bg-gray-100 px-2 py-1.5 text-center dark:bg-gray-800">
            <code data-testid="backup-code" className="whitespace-nowrap font-mono text-base tracking-wide text-gray-900 dark:text-gray-100">
              {c}
            </code>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonSecondary} onClick={() => void copy()}>
          {t('twoFactor.copy')}
        </button>
        <button type="button" className={buttonSecondary} onClick={download}>
          {t('twoFactor.download')}
        </button>
        <button type="button" className={buttonSecondary} onClick={print}>
          {t('twoFactor.print')}
        </button>
      </div>
    </div>
  );
}
