/**
 * antd components a screen does not show on its first paint (the phone menu's drawer, the account dropdown's menu,
 * a "not found" result, an upload's progress bar, a file picker, the CSV import below a page's table) each load as a
 * chunk of their own when first rendered, so they stay out of every page's initial JavaScript (issue 10). Same props
 * as antd's; the fallback keeps the layout meanwhile: the dropdown's trigger (disabled) and the file picker's are shown
 * at once, a closed drawer and a result or progress not yet loaded show nothing, the CSV import keeps its height.
 */
import { cloneElement, isValidElement, lazy, Suspense, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** A component whose code loads on first render, showing `fallback(props)` meanwhile. */
function deferred<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, fallback: (props: ComponentProps<C>) => ReactNode = () => null) {
  const Part = lazy(load);
  return function Deferred(props: ComponentProps<C>) {
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A trigger shown at once but disabled, so a click before the code is in waits (browsers and tests wait for it). */
function disabledTrigger({ children }: { children?: ReactNode }): ReactNode {
  return isValidElement(children) ? cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true }) : children;
}

export const Drawer = deferred(() => import('./Drawer'));
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
