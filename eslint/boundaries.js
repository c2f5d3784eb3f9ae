import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layout rules of DESIGN.md ("Rules" 1 and 2) and the web's one data layer (apps/web/src/api/),
 * checked on every import by where it resolves to,
 * so `../../x`, `../x` and a deeper path are the same import.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;
/** The web's clients of the server: only its data layer, `apps/web/src/api/`, imports them. */
const CLIENT = /^apps\/web\/src\/lib\/(api-client|auth-client)(\.[jt]sx?)?$/;
const MODULE = /^apps\/server\/src\/modules\/([^/]+)\/(.*)$/;
const isTest = (file) => /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file);

/** Where an import specifier points, relative to the repository ('' for a package). */
function target(fromFile, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(path.resolve(root, fromFile)), source));
  return '';
}

/** The message for a forbidden import, or null. `file` and `to` are repository-relative. */
export function violation(file, source) {
  const to = target(file, source);
  const ownFeature = FEATURE.exec(file)?.[1];
  const toFeature = FEATURE.exec(`${to}/`)?.[1];
  if (ownFeature && toFeature && toFeature !== ownFeature) {
    return `feature "${ownFeature}" imports feature "${toFeature}": features never import each other; compose them in app/ or move the shared part to components/ or packages/shared`;
  }
  const ownModule = MODULE.exec(file)?.[1];
  const toModule = MODULE.exec(to);
  if (ownModule && toModule && toModule[1] !== ownModule && !isTest(file)) {
    const [, other, inside] = toModule;
    // Another module's service is its way in (types included); its repo and inner files are its own business.
    if (inside !== `${other}.service.js` && inside !== `${other}.service.ts` && inside !== `${other}.service`) {
      return `module "${ownModule}" imports "${inside}" of module "${other}": use ${other}.service.ts (add the function there)`;
    }
  }
  if (file.startsWith('packages/shared/')) {
    if (to.startsWith('apps/') || /^@freshprice\/(server|web)(\/|$)/.test(source) || /(^|\/)features\//.test(to)) {
      return 'packages/shared never imports from the apps or their features';
    }
  }
  if (/^apps\/web\/src\/(components|lib)\//.test(file) && toFeature) {
    return 'shared web code (components/, lib/) never imports a feature';
  }
  if (file.startsWith('apps/web/src/api/') && toFeature) {
    return 'the data layer (apps/web/src/api/) never imports a feature: features compose it';
  }
  if (CLIENT.test(to) && file.startsWith('apps/web/src/') && !file.startsWith('apps/web/src/api/') && !isTest(file)) {
    return 'only apps/web/src/api/ calls the server (lib/api-client, lib/auth-client): use or add a function of api/<resource>.ts; ApiError comes from lib/api-error';
  }
  const drizzle = /^drizzle-orm(\/|$)/.test(source);
  const schema = /^apps\/server\/src\/db\/schema(\/|\.|$)/.test(to);
  if (drizzle || schema) {
    const forbidden =
      file.startsWith('packages/shared/') ||
      file.startsWith('apps/web/') ||
      (file.startsWith('apps/server/src/') && !/\.repo\.ts$/.test(file) && !file.startsWith('apps/server/src/db/') && !isTest(file));
    if (forbidden) return `only repositories (*.repo.ts) and db/ import ${drizzle ? 'drizzle-orm' : 'the database schema'}; put the SQL in a repo`;
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Layout boundaries of DESIGN.md' } },
  create(context) {
    const file = rel(context.filename);
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = violation(file, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule } };
