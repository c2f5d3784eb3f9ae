import { describe, expect, it } from 'vitest';
import { measure } from '../../../scripts/sizes.mjs';

// A file or component past these sizes is a room a newcomer dreads: split it (a reducer or hooks and
// small views for a component; verbs by concern for a service). `node scripts/sizes.mjs` lists the largest.
const FILE_LIMIT = 600;
const COMPONENT_LIMIT = 250;

describe('code size', () => {
  const { files, components } = measure();

  it('counts what it should: the sources of apps/ and packages/, not tests', () => {
    expect(files.some((f) => f.file === 'apps/server/src/app.ts')).toBe(true);
    expect(files.some((f) => f.file.endsWith('.test.ts'))).toBe(false);
    expect(components.some((c) => c.name === 'AssistantChat' && c.file.endsWith('assistant-chat.tsx'))).toBe(true);
  });

  it(`no source file is over ${FILE_LIMIT} lines`, () => {
    expect(files.filter((f) => f.lines > FILE_LIMIT).map((f) => `${f.file}: ${f.lines}`)).toEqual([]);
  });

  it(`no component is over ${COMPONENT_LIMIT} lines`, () => {
    expect(components.filter((c) => c.lines > COMPONENT_LIMIT).map((c) => `${c.name} (${c.file}): ${c.lines}`)).toEqual([]);
  });
});
