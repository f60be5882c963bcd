/**
 * THE people picker (./PersonPicker) as a list filter: antd's Select loads after the first paint, like the kit's
 * filters (./filters), in an empty box of the filter's width meanwhile. Give it a fixed `style.width`.
 */
import { boxOfStyleWidth, deferred } from './deferred';

export const PersonFilter = deferred(() => import('./PersonPicker').then((m) => ({ default: m.PersonPicker<undefined> })), boxOfStyleWidth());
