import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import config from '../eslint.config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The repository's own config; type information is off because these files exist only in memory.
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: [...config, tseslint.configs.disableTypeChecked] });

async function importProblems(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: `${ROOT}${file}` });
  return result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

describe('import boundaries (ARCHITECTURE.md)', () => {
  it.each([
    ['libs/domain/src/rules.ts', '@nestjs/common', 'no Nest, TypeORM or React'],
    ['libs/domain/src/rules.ts', 'typeorm', 'no Nest, TypeORM or React'],
    ['libs/domain/src/rules.ts', 'react', 'no Nest, TypeORM or React'],
    ['libs/domain/src/finance/rules.ts', 'node:crypto', 'Node built-ins'],
    ['libs/domain/src/finance/rules.ts', 'fs/promises', 'Node built-ins'],
    ['libs/domain/src/rules.ts', '@farebox/platform', 'libs/domain imports no other lib'],
    ['apps/web/src/ui/x.tsx', '@farebox/bookings', 'only @farebox/domain'],
    ['apps/web/src/ui/x.tsx', '@nestjs/common', 'server-only'],
    ['apps/web/src/ui/x.tsx', 'node:fs', 'Node built-ins'],
    ['apps/web/src/ui/x.spec.ts', '@farebox/bookings', 'only @farebox/domain'],
    ['apps/web/src/ui/x.spec.ts', '@nestjs/common', 'server-only'],
    ['apps/worker/src/worker.module.ts', '@farebox/api', 'composition roots'],
    ['apps/worker/src/jobs/x.ts', '../../../api/src/app.module.js', 'may not leave its package'],
    ['libs/finance/src/x.service.ts', '@farebox/testing', 'composition roots'],
    ['libs/finance/src/invoices/x.service.ts', '../../../../apps/api/src/seed/index.js', 'may not leave its package'],
    ['libs/finance/src/x.service.ts', '@farebox/bookings/src/bookings/booking.entity.js', 'never its internals'],
    ['libs/finance/src/ledger/x.service.ts', '../../../bookings/src/index.js', 'may not leave its package'],
    ['apps/web/src/features/bookings/edit/form.tsx', '../../payments/payments-api', 'leaves its feature folder'],
    ['apps/web/src/features/bookings/edit/form.tsx', '../../../ui', 'leaves its feature folder'],
    ['apps/web/src/ui/table.tsx', '../api/http', 'leaves its folder'],
  ])('%s may not import %s', async (file, specifier, reason) => {
    const problems = await importProblems(file, specifier);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(reason);
  });

  it.each([
    ['libs/domain/src/rules.ts', 'xstate'],
    ['libs/finance/src/x.service.ts', '@farebox/bookings'],
    ['libs/finance/src/invoices/x.service.ts', '../ledger/ledger.service.js'],
    ['libs/finance/test/x.e2e-spec.ts', '../../../apps/api/src/seed/index.js'],
    ['apps/api/src/app.module.ts', '@farebox/finance'],
    ['apps/web/src/ui/x.tsx', '@farebox/domain'],
    ['apps/web/src/ui/x.spec.ts', 'node:fs'],
    ['apps/web/src/features/bookings/edit/form.tsx', '../view/booking-view'],
    ['apps/web/src/features/bookings/edit/form.tsx', '@/ui'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await importProblems(file, specifier)).toEqual([]);
  });

  it('runs the accessibility rules on the web', async () => {
    const [result] = await eslint.lintText('export const Logo = () => <img src="/logo.png" />;\n', { filePath: `${ROOT}apps/web/src/ui/logo.tsx` });
    expect(result.messages.map((m) => m.ruleId)).toContain('jsx-a11y/alt-text');
  });
});
