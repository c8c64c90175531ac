// For tests only: imported by the test render helpers.
import { configure } from '@testing-library/react';

// antd forms validate and re-render over several ticks, and a generated list mounts a table,
// tabs and filters; jsdom on a busy 2-core machine needs more than Testing Library's default
// second before they reach the DOM (the orders list once took 4.2 s under a parallel run).
configure({ asyncUtilTimeout: 5000 });
