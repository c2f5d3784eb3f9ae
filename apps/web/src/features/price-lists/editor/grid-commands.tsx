import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../components/ui/styles';

const button = `${buttonSecondary} min-h-11 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50 md:min-h-0`;

/**
 * The grid's commands as buttons, each with its shortcut in its title and aria-keyshortcuts: Undo,
 * Redo, Fill down (not on a phone's cards); and "Sort again" when prices changed since the rows were sorted.
 */
export function GridCommands({
  canUndo,
  canRedo,
  canFill,
  sortStale,
  onHistory,
  onFillDown,
  onResort,
}: {
  canUndo: boolean;
  canRedo: boolean;
  sortStale: boolean;
  onHistory: (step: 'undo' | 'redo') => void;
  /** Fill down: absent where there is no block to fill (the phone's cards). */
  canFill?: boolean;
  onFillDown?: () => void;
  onResort: () => void;
}) {
  const { t } = useTranslation('priceLists');
  return (
    <div role="toolbar" aria-label={t('editor.commands.label')} className="mb-2 flex flex-wrap items-center gap-2">
      <button type="button" className={button} disabled={!canUndo} onClick={() => onHistory('undo')} aria-keyshortcuts="Control+Z Meta+Z" title={t('editor.commands.undoTitle')}>
        {t('editor.commands.undo')}
      </button>
      <button
        type="button"
        className={button}
        disabled={!canRedo}
        onClick={() => onHistory('redo')}
        aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z"
        title={t('editor.commands.redoTitle')}
      >
        {t('editor.commands.redo')}
      </button>
      {onFillDown ? (
        <button type="button" className={button} disabled={!canFill} onClick={onFillDown} aria-keyshortcuts="Control+D Meta+D" title={t('editor.commands.fillDownTitle')}>
          {t('editor.commands.fillDown')}
        </button>
      ) : null}
      {sortStale ? (
        <button type="button" className={button} onClick={onResort} title={t('editor.commands.resortTitle')}>
          {t('editor.commands.resort')}
        </button>
      ) : null}
    </div>
  );
}
