import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { ImportForm } from './import-form';
import { ImportHistory } from './import-history';
import { MatchProposals } from './match-proposals';
import { PlanView } from './plan-view';
import { ProgressPanel } from './progress-panel';
import { ResultView } from './result-view';
import { useImportRun } from './use-import-run';

/** /import-quickbooks (admin, seller): choose a file and a list, check, import in batches, see the results. */
export function ImportView() {
  const { t } = useTranslation('imports');
  const { step, setStep, progress, check, runImport, reset } = useImportRun();
  // `?list=` (a slug or an id) picks the target list, as the API accepts either.
  const [params] = useSearchParams();
  const [list, setList] = useState(params.get('list') ?? '');
  const busy = step.kind === 'checking' || step.kind === 'importing';
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>

      {step.kind === 'choose' || step.kind === 'checking' ? <ImportForm busy={busy} list={list} onList={setList} onCheck={check} /> : null}

      {progress ? <ProgressPanel progress={progress} /> : null}

      {step.kind === 'plan' ? (
        <>
          <MatchProposals plan={step.plan} onPlan={(plan) => setStep({ kind: 'plan', file: step.file, plan })} />
          <PlanView
            plan={step.plan}
            onImport={(confirmFloor, confirmMoves) => void runImport(step.file, step.plan, confirmFloor, confirmMoves)}
            onCancel={reset}
          />
        </>
      ) : null}

      {step.kind === 'done' ? (
        <>
          <ResultView plan={step.plan} />
          <button type="button" className={`${buttonSecondary} mt-4`} onClick={reset}>
            {t('result.another')}
          </button>
        </>
      ) : null}

      <ImportHistory />
    </section>
  );
}
