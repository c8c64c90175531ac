// For tests only: imported by the test render helpers.
import { configure } from '@testing-library/react';

// antd forms validate and re-render over several ticks, and a generated list mounts a table,
// tabs and filters; jsdom on a busy 2-core machine needs more than Testing Library's default
// second before they reach the DOM (the orders list once took several seconds under a parallel
// run; on a much slower machine, an order's edit form took longer still, alone and more so under
// the full suite). A wait that never ends still fails, only later, within vitest's per-test
// timeout.
configure({ asyncUtilTimeout: 20_000 });
