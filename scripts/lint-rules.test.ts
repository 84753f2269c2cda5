import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js check what they claim: files planted in the repo (so the
 * config's file globs and zones apply) with a cycle or a forbidden import fail lint. Without the
 * import-x extensions and parsers settings neither was followed, and both passed.
 */

const root = path.join(import.meta.dirname, '..');
const planted: string[] = [];

afterEach(() => {
  for (const dir of planted.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A fresh folder under `parent` (relative to the repo) holding the files `write` gives for the
 * folder's name; removed after the test. Returns the files' paths.
 */
function plant(parent: string, write: (folder: string) => Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(root, parent, 'lint-probe-'));
  planted.push(dir);
  return Object.entries(write(path.basename(dir))).map(([name, text]) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  });
}

/** The import-x messages for `files`, with the repo's config; the typed rules are not what is tested here. */
async function importErrors(
  files: string[],
): Promise<{ file: string; rule: string | null; message: string }[]> {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) =>
    result.messages.map((m) => ({
      file: path.basename(result.filePath),
      rule: m.ruleId,
      message: m.message,
    })),
  );
}

describe('import-x/no-cycle', () => {
  it('fails a two-file cycle', async () => {
    const files = plant('src', () => ({
      'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a';\nexport const b = (): number => a() + 1;\n",
    }));
    expect((await importErrors(files)).map((e) => [e.file, e.rule])).toEqual([
      ['a.ts', 'import-x/no-cycle'],
      ['b.ts', 'import-x/no-cycle'],
    ]);
  });

  it('follows the @/ alias', async () => {
    const files = plant('src', (folder) => ({
      'a.ts': `import { b } from '@/${folder}/b';\nexport const a = (): number => b() + 1;\n`,
      'b.ts': "import { a } from './a';\nexport const b = (): number => a() + 1;\n",
    }));
    expect((await importErrors(files)).map((e) => [e.file, e.rule])).toEqual([
      ['a.ts', 'import-x/no-cycle'],
      ['b.ts', 'import-x/no-cycle'],
    ]);
  });

  it("passes the assistant's goal answers, which were a cycle", async () => {
    const files = ['goal-answer.ts', 'personal.ts'].map((file) =>
      path.join(root, 'supabase/functions/_shared/assistant', file),
    );
    expect(await importErrors(files)).toEqual([]);
  });
});

describe('import-x/no-restricted-paths', () => {
  const restricted = async (parent: string, source: string) => {
    const errors = await importErrors(plant(parent, () => ({ 'probe.ts': `import '${source}';\n` })));
    return errors.map((e) => e.rule);
  };

  it('fails shared code importing a feature', async () => {
    expect(await restricted('src/lib', '@/features/goals')).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails a feature importing another feature past its index.ts', async () => {
    expect(await restricted('src/features/goals', '@/features/calendar/content')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await restricted('src/features/goals', '@/features/calendar')).toEqual([]);
  });

  it('fails the app importing backend code @shared does not share, and passes what it does', async () => {
    expect(await restricted('src', '@shared/assistant/personal.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await restricted('src', '@shared/money.ts')).toEqual([]);
  });

  it('fails the edge functions importing the app', async () => {
    expect(await restricted('supabase/functions/_shared', '../../../../src/lib/paths.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });
});
