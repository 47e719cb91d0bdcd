import { TEMPLATE_CLOCKS } from './tests/clocks';
import { endTemplates, prepareTemplates } from './tests/own-servers';

/**
 * Before the tests: start seeding the templates of the servers of their own (tests/own-servers.ts),
 * two at a time, without waiting for them. The first tests run meanwhile (at the start of a run
 * the shared server's boot leaves a core idle); a spec that needs a template builds it itself if the
 * queue has not reached it, or waits for the one being built. E2E_OWN_TEMPLATES=off: no templates.
 * Answers the run's teardown, run in this process (it stops what this process started).
 */
export default function globalSetup() {
  if (process.env.E2E_OWN_TEMPLATES === 'off') return;
  void prepareTemplates(TEMPLATE_CLOCKS, 2);
  // the global teardown: the builds still going stopped (a short run ends first), then the templates removed
  return endTemplates;
}
