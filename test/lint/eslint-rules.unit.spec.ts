/**
 * The architecture's boundaries are lint rules; this proves each rule fires on a violation, so a
 * misconfigured rule cannot pass silently.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(__dirname, '../..');

async function ruleIdsFor(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint rules', () => {
  jest.setTimeout(60_000);

  it('given projections code importing the backend, then lint fails', async () => {
    const code = "import { AppModule } from '../../backend/src/app.module';\nexport const x = AppModule;\n";
    expect(await ruleIdsFor(code, 'projections/src/leak.ts')).toContain('import-x/no-restricted-paths');
  });

  it('given projections code importing the backend package, then lint fails', async () => {
    const code = "import { x } from '@ticketshop/backend';\nexport const y = x;\n";
    expect(await ruleIdsFor(code, 'projections/src/leak.ts')).toContain('no-restricted-imports');
  });

  it('given the backend importing the front end, then lint fails', async () => {
    const code = "import { makeStore } from '../../frontend/src/app/store';\nexport const s = makeStore;\n";
    expect(await ruleIdsFor(code, 'backend/src/leak.ts')).toContain('import-x/no-restricted-paths');
  });

  it('given one front-end feature reaching into another, then lint fails', async () => {
    const code = "import { eventsApi } from '../events/api/events-api';\nexport const a = eventsApi;\n";
    expect(await ruleIdsFor(code, 'frontend/src/features/home/leak.ts')).toContain('import-x/no-restricted-paths');
  });

  it('given a feature importing shared components, then lint passes', async () => {
    const code = "import { api } from '../../../lib/api';\nexport const a = api;\n";
    expect(await ruleIdsFor(code, 'frontend/src/features/events/components/ok.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('given one backend context reaching into another, then lint fails', async () => {
    const code = "import { userDecider } from '../../identity/domain/user.decider';\nexport const d = userDecider;\n";
    expect(await ruleIdsFor(code, 'backend/src/refunds/infrastructure/leak.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('given a shared kernel reaching into a backend context, then lint fails', async () => {
    const code =
      "import { HERO_SLIDES } from '../catalog/public-events/list-featured-events.query';\nexport const h = HERO_SLIDES;\n";
    expect(await ruleIdsFor(code, 'backend/src/web/leak.ts')).toContain('import-x/no-restricted-paths');
  });

  it('given a backend context using another through its public API or Nest module, then lint passes', async () => {
    const code =
      "import { PasswordConfirmation } from '../../identity/public-api';\n" +
      "import { IdentityModule } from '../../identity/identity.module';\n" +
      'export const p = [PasswordConfirmation, IdentityModule];\n';
    expect(await ruleIdsFor(code, 'backend/src/refunds/infrastructure/ok.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('given a focused or skipped test, then lint fails', async () => {
    const code = "it.only('runs alone', () => undefined);\nit.skip('never runs', () => undefined);\n";
    expect(await ruleIdsFor(code, 'backend/src/focus.unit.spec.ts')).toEqual(
      expect.arrayContaining(['jest/no-focused-tests', 'jest/no-disabled-tests']),
    );
  });

  it('given console.log in application code, then lint fails', async () => {
    expect(await ruleIdsFor("console.log('debug');\n", 'backend/src/noise.ts')).toContain('no-console');
  });
});
