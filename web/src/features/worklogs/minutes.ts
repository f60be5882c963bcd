/** Minutes as "h:mm" (the product's hours display, shared/format's formatHours). */
import { formatHours } from '../../shared/format';

export const formatMinutes = (minutes: number) => formatHours(minutes / 60);
