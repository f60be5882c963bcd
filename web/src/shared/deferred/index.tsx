/**
 * antd components a screen does not show on its first paint (the phone menu's drawer, the account dropdown's menu,
 * a "not found" result, an upload's progress bar, a file picker, the CSV import below a page's table) or that a user
 * cannot reach before it has loaded (a list's period filter, 35 KB of date picker; its filter selects and search box,
 * see ../filters) each load as a chunk of their own
 * when first rendered, so they stay out of every page's initial JavaScript (issue 10). Same props as antd's; the
 * fallback keeps the layout meanwhile: the dropdown's trigger (disabled) and the file picker's are shown at once, the
 * period filter is an empty box of its size, a closed drawer and a result or progress not yet loaded show nothing,
 * the CSV import keeps its height. `deferredPart` does the same for a page's own dialogs and drawers.
 */
import { cloneElement, isValidElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { theme } from 'antd';

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
export function deferredPart<M extends { [P in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fallback?: (props: ComponentProps<M[K]>) => ReactNode,
) {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void once().catch(() => undefined));
  return deferred<M[K]>(() => once().then((m) => ({ default: m[name] })), fallback);
}

/** A trigger shown at once but disabled, so a click before the code is in waits (browsers and tests wait for it). */
function disabledTrigger({ children }: { children?: ReactNode }): ReactNode {
  return isValidElement(children) ? cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : children;
}

/** An empty input box of `width` in the theme's colours (a picker or filter whose code is on its way). */
export function InputBox({ width }: { width?: number | string }) {
  const { token } = theme.useToken();
  const style = { display: 'inline-block', verticalAlign: 'middle', width, height: token.controlHeight, boxSizing: 'border-box' as const };
  return <span aria-hidden style={{ ...style, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, background: token.colorBgContainer }} />;
}

export const Drawer = deferred(() => import('./Drawer'));
/** Give it a fixed `style.width`: the box shown meanwhile takes the same. */
export const DatePicker = deferred(() => import('./DatePicker'), (props) => <InputBox width={props.style?.width} />);
/** Give it a fixed `style.width`: the box shown meanwhile takes the same. */
export const RangePicker = deferred(() => import('./RangePicker'), (props) => <InputBox width={props.style?.width} />);
export const Dropdown = deferred(() => import('./Dropdown'), disabledTrigger);
export const Result = deferred(() => import('./Result'));
export const Progress = deferred(() => import('./Progress'));
/** The trigger (children, e.g. a "Choose file" button) is rendered at once; picking works once the code is in. */
export const Upload = deferred(() => import('./Upload'), (props) => props.children);
/** shared/CsvImport (picker, progress, summary list) for an import shown below the fold or in a dialog. */
export const CsvImport = deferred(
  () => import('../CsvImport').then((m) => ({ default: m.CsvImport })),
  () => <div style={{ minHeight: 180 }} />,
);
