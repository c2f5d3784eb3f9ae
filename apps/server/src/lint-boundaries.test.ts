import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary rules that `code`, placed at `file`, breaks. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'boundaries/imports' || m.ruleId === 'no-restricted-properties' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.ruleId!);
}

const importing = (source: string) => `import { thing } from '${source}';\nexport { thing };\n`;

describe('lint boundaries (npm run lint)', () => {
  it('features never import another feature, at any depth; their own files are fine', async () => {
    expect(await broken('apps/web/src/features/price-lists/pages/prices-page.tsx', importing('../../products/api/products'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/features/price-lists/prices-page.tsx', importing('../products/api/products'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/features/price-lists/pages/prices-page.tsx', importing('../api/prices'))).toEqual([]);
    expect(await broken('apps/web/src/features/price-lists/pages/prices-page.tsx', importing('../../../components/ui/button'))).toEqual([]);
  });

  it('shared code never imports the apps or a feature', async () => {
    expect(await broken('packages/shared/src/pricing.ts', importing('../../../apps/server/src/lib/errors.js'))).toEqual(['boundaries/imports']);
    expect(await broken('packages/shared/src/pricing.ts', importing('@freshprice/web'))).toEqual(['boundaries/imports']);
    expect(await broken('packages/shared/src/pricing.ts', importing('./permissions.js'))).toEqual([]);
    expect(await broken('apps/web/src/components/ui/card.tsx', importing('../../features/products/api/products'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/lib/format.ts', importing('../features/landing/lib/landing-data'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/lib/format.ts', importing('@freshprice/shared'))).toEqual([]);
  });

  it('only the web data layer (apps/web/src/api/) and tests import the API and auth clients', async () => {
    expect(await broken('apps/web/src/features/dashboard/pages/dashboard-page.tsx', importing('../../../lib/api-client'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/features/price-lists/editor/price-list-editor.tsx', importing('../../../lib/api-client.ts'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/app/providers.tsx', importing('../lib/api-client'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/lib/retry.ts', importing('./api-client'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/components/ui/card.tsx', importing('../../lib/auth-client'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/features/auth/pages/login-page.tsx', importing('../../../lib/auth-client'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/api/price-lists.ts', importing('../lib/api-client'))).toEqual([]);
    expect(await broken('apps/web/src/api/auth.ts', importing('../lib/auth-client'))).toEqual([]);
    expect(await broken('apps/web/src/test/setup.ts', importing('../lib/api-client'))).toEqual([]);
    expect(await broken('apps/web/src/features/dashboard/pages/dashboard-page.test.tsx', importing('../../../lib/api-client'))).toEqual([]);
    // The error type is not the client: anything may check an ApiError.
    expect(await broken('apps/web/src/features/dashboard/pages/dashboard-page.tsx', importing('../../../lib/api-error'))).toEqual([]);
    expect(await broken('apps/web/src/features/dashboard/pages/dashboard-page.tsx', importing('../../../api/dashboard'))).toEqual([]);
  });

  it('the web data layer never imports a feature', async () => {
    expect(await broken('apps/web/src/api/catalogue.ts', importing('../features/landing/lib/landing-data'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/api/price-lists.ts', importing('../features/price-lists/lib/adjustment'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/web/src/api/catalogue.ts', importing('./keys'))).toEqual([]);
    expect(await broken('apps/web/src/api/catalogue.ts', importing('../lib/format'))).toEqual([]);
  });

  it('query keys are written only in the web data layer', async () => {
    const literal = "export const options = { queryKey: ['imports'], queryFn: () => null };\n";
    const spread = "const base = ['users'] as const;\nexport const options = { queryKey: [...base, 1], queryFn: () => null };\n";
    expect(await broken('apps/web/src/features/imports/components/import-view.tsx', literal)).toEqual(['no-restricted-syntax']);
    expect(await broken('apps/web/src/features/users/components/users-view.tsx', spread)).toEqual(['no-restricted-syntax']);
    expect(await broken('apps/web/src/app/providers.tsx', literal)).toEqual(['no-restricted-syntax']);
    expect(await broken('apps/web/src/api/imports.ts', literal)).toEqual([]);
    expect(await broken('apps/web/src/features/imports/components/import-view.test.tsx', literal)).toEqual([]);
    expect(await broken('apps/web/src/features/imports/components/import-view.tsx', "import { useImportHistory } from '../../../api/imports';\nexport const read = useImportHistory;\n")).toEqual([]);
  });

  it('only repositories, db/ and tests import drizzle or the schema', async () => {
    for (const source of ['drizzle-orm', 'drizzle-orm/pg-core']) {
      expect(await broken('apps/server/src/modules/things/things.service.ts', importing(source))).toEqual(['boundaries/imports']);
      expect(await broken('apps/server/src/modules/things/things.repo.ts', importing(source))).toEqual([]);
    }
    expect(await broken('apps/server/src/modules/things/things.routes.ts', importing('../../db/schema/index.js'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/server/src/lib/limits.ts', importing('../db/schema/site.js'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/server/src/modules/things/things.repo.ts', importing('../../db/schema/index.js'))).toEqual([]);
    expect(await broken('apps/server/src/db/tx.ts', importing('drizzle-orm'))).toEqual([]);
    expect(await broken('apps/server/src/modules/things/things.test.ts', importing('../../db/schema/index.js'))).toEqual([]);
    expect(await broken('apps/web/src/lib/api.ts', importing('drizzle-orm'))).toEqual(['boundaries/imports']);
    expect(await broken('packages/shared/src/pricing.ts', importing('drizzle-orm'))).toEqual(['boundaries/imports']);
  });

  it('a module uses another module only through its service; tests may reach further', async () => {
    expect(await broken('apps/server/src/modules/imports/imports.service.ts', importing('../products/products.repo.js'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/server/src/modules/exports/exports.service.ts', importing('../activity/changed-fields.js'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/server/src/modules/catalogue/catalogue.repo.ts', importing('../products/products.repo.js'))).toEqual(['boundaries/imports']);
    expect(await broken('apps/server/src/modules/imports/imports.service.ts', importing('../products/products.service.js'))).toEqual([]);
    expect(await broken('apps/server/src/modules/imports/imports.service.ts', importing('./imports.repo.js'))).toEqual([]);
    expect(await broken('apps/server/src/modules/imports/imports.test.ts', importing('../price-lists/test/fixtures.js'))).toEqual([]);
    expect(await broken('apps/server/src/app.ts', importing('./modules/company/company.repo.js'))).toEqual([]);
  });

  it('only env.ts reads process.env', async () => {
    const reading = 'export const port = process.env.PORT;\n';
    expect(await broken('apps/server/src/lib/mail.ts', reading)).toEqual(['no-restricted-properties']);
    expect(await broken('apps/server/src/lib/mail.ts', 'const { env } = process;\nexport { env };\n')).toEqual(['no-restricted-properties']);
    expect(await broken('packages/shared/src/pricing.ts', reading)).toEqual(['no-restricted-properties']);
    expect(await broken('apps/server/src/env.ts', reading)).toEqual([]);
    expect(await broken('apps/server/src/test/harness.ts', reading)).toEqual([]);
  });
});
