/** Accessibility of every page in dark mode, switched on in the header (the audit: support/a11y.ts; light: a11y-light). */
import { describeA11y } from './support/a11y';

describeA11y('dark');
