/**
 * antd components a screen does not show on its first paint (the phone menu's drawer, the account dropdown's menu,
 * a "not found" result, an upload's progress bar, a file picker, the CSV import below a page's table) or that a user
 * cannot reach before it has loaded (a list's period filter, 35 KB of date picker; its filter selects and search box,
 * see ../filters; a form's selects, date pickers and number boxes, whose options or panels come after the form) each
 * load as a chunk of their own when first rendered, so they stay out of every page's initial JavaScript.
 * Same props as antd's; the fallback keeps the layout meanwhile: the dropdown's trigger (disabled) and the file
 * picker's are shown at once, a picker, filter or form control is an empty box of its size, a closed drawer and a
 * result or progress not yet loaded show nothing, the CSV import keeps its height. `deferredPart` does the same for a
 * page's own dialogs, drawers and forms (`InlineFormBox`, `emptyBlock` as their stand-ins).
 */
import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Button, Flex, theme, type SelectProps } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';

// `ComponentType<any>` below: a component of whatever props (with `unknown` props a component that requires some
// would not fit, since props are compared contravariantly).
/* eslint-disable @typescript-eslint/no-explicit-any */
/** A component whose code loads on first render, showing `fallback(props)` meanwhile. */
export function deferred<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, fallback: (props: ComponentProps<C>) => ReactNode = () => null) {
  const Part = lazy(load);
  return function Deferred(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/**
 * A page's own part that its first paint does not show (an add or edit dialog, a history drawer, a form shown once its
 * data is in), taken from a module of its own: `deferredPart(() => import('./AssetDialogs'), 'AssignModal')`. Rendered,
 * it shows `fallback` (nothing by default; a skeleton for a form) until its code is in; the code is also fetched as soon
 * as the browser is idle after the page module has loaded, so it rarely waits. The part's form, inputs and pickers
 * thereby leave the page's first download.
 */
export function deferredPart<M, K extends ComponentKey<M>>(load: () => Promise<M>, name: K, fallback?: (props: ComponentProps<Part<M, K>>) => ReactNode) {
  return deferredParts(load)(name, fallback);
}

type ComponentKey<M> = { [P in keyof M]: M[P] extends ComponentType<any> ? P : never }[keyof M];
type Part<M, K extends keyof M> = Extract<M[K], ComponentType<any>>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Several parts of one module (`const dialogs = deferredParts(() => import('./AssetDialogs'))`, then
 * `dialogs('AssignModal')`): one loader and one idle prefetch for all of them, where a `deferredPart` call each would
 * queue one prefetch per part.
 */
export function deferredParts<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void once().catch(() => undefined));
  return <K extends ComponentKey<M>>(name: K, fallback?: (props: ComponentProps<Part<M, K>>) => ReactNode) =>
    deferred<Part<M, K>>(() => once().then((m) => ({ default: m[name] as Part<M, K> })), fallback);
}

/** A trigger shown at once but disabled, so a click before the code is in waits (browsers and tests wait for it). */
function disabledTrigger({ children }: { children?: ReactNode }): ReactNode {
  return isValidElement(children) ? cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : children;
}

/** An empty input box of `width` in the theme's colours (a picker or filter whose code is on its way). */
export function InputBox({ width }: { width?: number | string }) {
  const { token } = theme.useToken();
  const style = { display: 'inline-block', verticalAlign: 'middle', width, maxWidth: '100%', height: token.controlHeight, boxSizing: 'border-box' as const };
  return (
    <span aria-hidden style={{ ...style, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, background: token.colorBgContainer }} />
  );
}

/**
 * The stand-in of an inline add form above a list while antd's Form is on its way (the form a `deferredPart`): each
 * field's label, with the required mark and colon spaced as antd's, and an input box of its width, then the form's
 * button, disabled.
 */
export function InlineFormBox({ fields, button }: { fields: readonly { label: string; width: number | string }[]; button: string }) {
  const { token } = theme.useToken();
  return (
    <Flex wrap align="center" style={{ columnGap: 16, rowGap: 8 }} aria-hidden>
      {fields.map(({ label, width }) => (
        <Flex key={label} align="center" wrap style={{ whiteSpace: 'nowrap', maxWidth: '100%' }}>
          <span style={{ color: token.colorError, marginInlineEnd: token.marginXXS, fontFamily: 'SimSun, sans-serif' }}>*</span>
          {label}
          <span style={{ marginInlineStart: token.marginXXS / 2, marginInlineEnd: token.marginXS }}>:</span>
          <InputBox width={width} />
        </Flex>
      ))}
      <Button type="primary" disabled>
        {button}
      </Button>
    </Flex>
  );
}

/** antd's date picker's and range picker's own widths with DD/MM/YYYY dates (their inputs are sized to the format). */
const PICKER_WIDTH = 151;
const RANGE_WIDTH = 260;

/** The fallback of a block below a page's first screen (a list under a form, an import): empty space of its height. */
export function emptyBlock(minHeight: number) {
  return function EmptyBlock() {
    return <div style={{ minHeight }} />;
  };
}

/** The fallback of a control: an empty input box of its `style.width`, or of `width` when it has none. */
export function boxOfStyleWidth(width?: number | string) {
  return function Box({ style }: { style?: CSSProperties }) {
    return <InputBox width={style?.width ?? width} />;
  };
}

export const Drawer = deferred(() => import('./Drawer'));
/** A dialog of a page that opens it rarely (an import): its code comes after the page's first paint. */
export const Modal = deferred(() => import('./Modal'));
/** The box shown meanwhile takes `style.width`, or the width antd's picker takes with a DD/MM/YYYY date. */
export const DatePicker = deferred(() => import('./DatePicker'), boxOfStyleWidth(PICKER_WIDTH));
/** The box shown meanwhile takes `style.width`, or the width antd's range picker takes with DD/MM/YYYY dates. */
export const RangePicker = deferred(() => import('./RangePicker'), boxOfStyleWidth(RANGE_WIDTH));
/**
 * antd's Select (27 KB with its option list and popup engine) for a form's fields: the box shown meanwhile takes
 * `style.width`, or the whole width as antd's select takes in a form item. A form's selects cannot be used before
 * their options are in anyway, and tests wait for the combobox role. (The cast keeps antd's value type parameter.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's Select defaults its value type to any too
export const Select = deferred(() => import('./Select'), boxOfStyleWidth('100%')) as <V = any, O extends DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) => ReactNode;
export const Dropdown = deferred(() => import('./Dropdown'), disabledTrigger);
export const Result = deferred(() => import('./Result'));
/** Shows the percentage as text until the bar's code is in (a list's progress column, an upload). */
export const Progress = deferred(
  () => import('./Progress'),
  (props) => (props.percent === undefined ? null : <span>{props.percent}%</span>),
);
/**
 * A hint over an element (a warning icon, a status code): the element is rendered at once and its hint attaches once
 * the code is in, so a list with hints does not load antd's popup engine (13 KB) before its first paint.
 */
export const Tooltip = deferred(
  () => import('./Tooltip'),
  (props) => props.children,
);
/** The trigger (children, e.g. a "Choose file" button) is rendered at once; picking works once the code is in. */
export const Upload = deferred(
  () => import('./Upload'),
  (props) => props.children,
);
/** shared/CsvImport (picker, progress, summary list) for an import shown below the fold or in a dialog. */
export const CsvImport = deferred(() => import('../CsvImport').then((m) => ({ default: m.CsvImport })), emptyBlock(180));
