import type { TestProject } from 'vitest/node';
import { ensureSiteBuilt, type SiteBuild } from './helpers/buildSite';

/**
 * Builds the site into dist/client once per run, when a browser test is selected and the build is
 * missing or older than its sources. The outcome reaches the test files as `inject('siteBuild')`.
 */
export default async function setup(project: TestProject) {
  const { testFiles } = await project.globTestFiles(project.vitest.config.filters);
  const wanted = testFiles.some((f) => f.replace(/\\/g, '/').includes('/tests/e2e/'));
  let result: SiteBuild = { state: 'not-needed' };
  if (wanted) {
    result = await ensureSiteBuilt();
    if (result.state === 'ready' && result.built) console.log(`site built into dist/client in ${(result.ms / 1000).toFixed(1)} s`);
    if (result.state === 'failed') console.error(`\n${result.reason}\n`);
  }
  project.provide('siteBuild', result);
}
