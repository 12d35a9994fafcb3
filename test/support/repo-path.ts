import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A path in the repository, found from this file whether it runs from its source (jest, through swc)
 * or from `test/dist` (the benches, compiled by `tsc -b test`): the two sit at different depths.
 */
export function repoPath(...parts: string[]): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'deploy', 'nginx')) || !existsSync(join(dir, 'package-lock.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`the repository's root was not found above ${__dirname}`);
    dir = parent;
  }
  return resolve(dir, ...parts);
}
