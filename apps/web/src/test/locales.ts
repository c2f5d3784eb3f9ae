/** Every locale file, read at build time: `{ '../../public/locales/en/common.json': {...} }`. */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export type LocaleResources = Record<string, Record<string, Record<string, unknown>>>;

export function localeResources(): LocaleResources {
  const resources: LocaleResources = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = content;
  }
  return resources;
}
