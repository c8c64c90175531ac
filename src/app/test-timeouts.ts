// For tests only: imported by the test render helpers.
import { configure } from '@testing-library/react';

// antd forms validate and re-render over several ticks, and a generated list mounts a table,
// tabs and filters; jsdom on a busy 2-core machine needs more than Testing Library's default
// second before they reach the DOM (the orders list once took 4.2 s under a parallel run; on a
// machine ~2.7× slower than the fastest, an order's edit form took 7.5 s alone and more than
// 5 s under the full suite). A wait that never ends still fails, only later, within vitest's
// 30 s per test.
configure({ asyncUtilTimeout: 20_000 });
