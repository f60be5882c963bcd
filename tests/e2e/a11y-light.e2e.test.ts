/** Accessibility of every page in light mode (the audit: support/a11y.ts; dark mode: a11y-dark.e2e.test.ts). */
import { describeA11y } from './support/a11y';

describeA11y('light');
